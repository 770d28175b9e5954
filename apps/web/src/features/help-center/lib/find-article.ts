import type { HelpArticle } from '@/features/help-center/content/help-types';
import { HELP_ARTICLES } from '@/features/help-center/content/help-articles';

export function findHelpArticle(articleId: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.id === articleId);
}

export function relatedHelpArticles(article: HelpArticle, limit = 3): HelpArticle[] {
  return HELP_ARTICLES.filter((other) => other.category === article.category && other.id !== article.id).slice(0, limit);
}
