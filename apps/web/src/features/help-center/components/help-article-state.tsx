import type { HelpAdminArticle } from '@crowdspark/shared/contracts/help-center';

const LABELS: Record<HelpAdminArticle['state'], string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Published, unpublished changes',
};

/** The article's state as a badge the editor and the list share (text, never colour alone). */
export function HelpArticleState({ state }: { state: HelpAdminArticle['state'] }) {
  const tone =
    state === 'published'
      ? 'bg-primary-soft text-primary-soft-foreground'
      : state === 'changed'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
        : 'bg-muted text-foreground';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>{LABELS[state]}</span>;
}
