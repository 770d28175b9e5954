import type { HelpArticle, HelpBlock } from '@/features/help-center/content/help-types';

function blockText(block: HelpBlock): string {
  return block.kind === 'list' ? block.items.join(' ') : block.text;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Every word of the query must appear in the title, summary or body (case and accent blind). */
export function filterHelpArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const haystack = normalise([article.title, article.summary, ...article.body.map(blockText)].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
