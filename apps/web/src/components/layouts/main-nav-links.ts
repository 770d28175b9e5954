import { paths } from '@/config/paths';

/** The primary navigation of the header and the mobile menu. */
export const MAIN_NAV_LINKS = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.feed, label: 'Feed', end: false },
  { to: paths.discover, label: 'Discover', end: false },
  { to: paths.following, label: 'Following', end: false },
] as const;
