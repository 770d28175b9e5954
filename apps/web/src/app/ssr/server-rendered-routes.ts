import type { AppRoutePath } from '@/config/route-titles';

/**
 * The pages whose first screen the server renders: the public pages people land on from search
 * and shared links. Every other page is served as the plain app shell and rendered in the
 * browser (signed-in pages wait for the session anyway). A page listed here must render the same
 * on the server and in the browser: nothing read from `window` or `document` while rendering.
 */
export const SERVER_RENDERED_ROUTES: readonly AppRoutePath[] = [
  '/',
  '/discover',
  '/campaigns/:campaignId',
  // Help pages are found through search engines and shared links too (decision 0036).
  '/help-center',
  '/help-center/:articleId',
];
