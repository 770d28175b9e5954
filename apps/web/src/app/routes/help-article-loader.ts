/**
 * Finds the article before the page renders. An unknown id is not an application error: the page
 * shows the site's not-found page inside the layout (header, footer, search) and the server
 * answers that URL with 404. The content module loads on demand to keep it out of the main bundle.
 */
export async function helpArticleLoader({ params }: { params: { articleId?: string } }) {
  const articleId = params.articleId ?? '';
  const { findHelpArticle } = await import('@/features/help-center/lib/find-article');
  return { article: findHelpArticle(articleId) ?? null };
}
