/**
 * A full list on /discover, its state in the URL: ?list=trending, ?category=music, or both. Its
 * own file: home's first load imports only this, not the lists' titles (decision 0014 budgets).
 */
export function discoverListHref({ list, category }: { list?: string; category?: string }): string {
  const search = new URLSearchParams();
  if (list) search.set('list', list);
  if (category) search.set('category', category);
  return `/discover?${search.toString()}`;
}
