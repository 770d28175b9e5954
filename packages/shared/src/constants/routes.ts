/**
 * The route table (docs/product-rules.md#route-table): one list that the web router and the server both read,
 * so the server can answer 404 for paths no page exists at while still serving the app shell.
 */
export type RouteAccess = 'public' | 'signed-in' | 'verified' | 'admin';

export interface AppRoute {
  /** React Router path pattern. */
  path: string;
  access: RouteAccess;
  title: string;
}

export const APP_ROUTES = [
  { path: '/', access: 'public', title: 'Home' },
  { path: '/feed', access: 'public', title: 'Feed' },
  { path: '/following', access: 'public', title: 'Following' },
  { path: '/discover', access: 'public', title: 'Discover' },
  { path: '/search', access: 'public', title: 'Search' },
  { path: '/sign-in', access: 'public', title: 'Sign in' },
  { path: '/sign-up', access: 'public', title: 'Sign up' },
  { path: '/forgot-password', access: 'public', title: 'Forgot password' },
  { path: '/verify-email', access: 'public', title: 'Verify your email' },
  { path: '/start-campaign', access: 'verified', title: 'Start a campaign' },
  { path: '/campaigns/:campaignId', access: 'public', title: 'Campaign' },
  { path: '/campaigns/:campaignId/updates/:updateId', access: 'public', title: 'Campaign update' },
  { path: '/creator-dashboard', access: 'signed-in', title: 'Creator dashboard' },
  { path: '/settings', access: 'signed-in', title: 'Settings' },
  { path: '/saved', access: 'signed-in', title: 'Saved campaigns' },
  { path: '/profile/:username', access: 'public', title: 'Profile' },
  { path: '/profile/:username/posts/:postId', access: 'public', title: 'Members-only post' },
  { path: '/wallet', access: 'signed-in', title: 'Wallet' },
  { path: '/wallet/receipts/:transactionId', access: 'signed-in', title: 'Receipt' },
  { path: '/messages', access: 'signed-in', title: 'Messages' },
  { path: '/messages/:conversationId', access: 'signed-in', title: 'Conversation' },
  { path: '/notifications', access: 'signed-in', title: 'Notifications' },
  { path: '/unsubscribe', access: 'public', title: 'Unsubscribe' },
  { path: '/promotions', access: 'verified', title: 'Promotions' },
  { path: '/stats', access: 'signed-in', title: 'Stats' },
  { path: '/rewards', access: 'signed-in', title: 'Rewards' },
  { path: '/admin/portal', access: 'admin', title: 'Admin portal' },
  { path: '/admin/*', access: 'admin', title: 'Admin' },
  { path: '/admin/help-articles', access: 'admin', title: 'Help articles' },
  { path: '/admin/help-articles/:articleId', access: 'admin', title: 'Edit help article' },
  { path: '/payment-success', access: 'public', title: 'Payment received' },
  { path: '/payment-canceled', access: 'public', title: 'Payment canceled' },
  { path: '/help-center', access: 'public', title: 'Help centre' },
  { path: '/help-center/:articleId', access: 'public', title: 'Help article' },
  { path: '/terms-of-service', access: 'public', title: 'Terms of service' },
  { path: '/privacy-policy', access: 'public', title: 'Privacy policy' },
  { path: '/cookies-policy', access: 'public', title: 'Cookies policy' },
  { path: '/press', access: 'public', title: 'Press' },
  { path: '/careers', access: 'public', title: 'Careers' },
  { path: '/how-it-works', access: 'public', title: 'How it works' },
  { path: '/contact', access: 'public', title: 'Contact' },
] as const satisfies readonly AppRoute[];

const SEGMENT_PARAM = /^:[A-Za-z]+$/;

/** True when a request path matches a page of the table (params match one non-empty segment). */
export function matchesAppRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  return APP_ROUTES.some(({ path }) => {
    const pattern = path.split('/');
    if (pattern[pattern.length - 1] === '*') {
      const prefix = pattern.slice(0, -1);
      return parts.length > prefix.length && prefix.every((seg, i) => seg === parts[i]);
    }
    if (pattern.length !== parts.length) return false;
    return pattern.every((seg, i) => (SEGMENT_PARAM.test(seg) ? (parts[i] ?? '') !== '' : seg === parts[i]));
  });
}
