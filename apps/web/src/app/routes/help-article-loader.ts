import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * Finds the article before the page renders; an unknown id is a real 404 route error, shown by
 * the router's error page. The content module loads on demand to keep it out of the main bundle.
 */
export async function helpArticleLoader({ params }: LoaderFunctionArgs) {
  const articleId = params.articleId ?? '';
  const { findHelpArticle } = await import('@/features/help-center/lib/find-article');
  const article = findHelpArticle(articleId);
  // React Router's idiom: a thrown data() response becomes the route error (status + message).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!article) throw data(`No help article with id “${articleId}”.`, { status: 404, statusText: 'Not Found' });
  return { article };
}
