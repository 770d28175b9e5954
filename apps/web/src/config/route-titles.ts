import { APP_ROUTES } from '@crowdspark/shared/constants/routes';

export type AppRoutePath = (typeof APP_ROUTES)[number]['path'];

/** The page title of a route, from the shared route table (one source for web and server). */
export function routeTitle(path: AppRoutePath): string {
  return APP_ROUTES.find((route) => route.path === path)?.title ?? 'Crowdspark';
}
