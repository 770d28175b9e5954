/**
 * "A page is now shown": announced by usePageTitle after the title is set, consumed by page-view
 * analytics. It keeps the last page so a subscriber that mounts after the first page (effects run
 * child-first) still hears about it.
 */
export interface ShownPage {
  path: string;
  /** The full document title, e.g. "Feed · Crowdspark". */
  title: string;
}

type Listener = (page: ShownPage) => void;

const listeners = new Set<Listener>();
let lastPage: ShownPage | undefined;

export function announcePageShown(page: ShownPage): void {
  lastPage = page;
  for (const listener of listeners) listener(page);
}

export function subscribeToShownPages(listener: Listener): () => void {
  listeners.add(listener);
  if (lastPage) listener(lastPage);
  return () => listeners.delete(listener);
}
