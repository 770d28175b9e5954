import { paths } from '@/config/paths';

/** The signed-in user's destinations (user menu and mobile menu). Admin portal only for admins. */
export function accountLinks(username: string, isAdmin: boolean) {
  const links: { to: string; label: string }[] = [
    { to: paths.profile(username), label: 'Profile' },
    { to: paths.creatorDashboard, label: 'Creator dashboard' },
    { to: paths.wallet, label: 'Wallet' },
    // Your memberships are a section of the wallet page (each month is paid from the wallet).
    { to: `${paths.wallet}#memberships`, label: 'Memberships' },
    { to: paths.messages, label: 'Messages' },
    { to: paths.notifications, label: 'Notifications' },
    { to: paths.rewards, label: 'Rewards' },
    { to: paths.stats, label: 'Stats' },
    { to: paths.saved, label: 'Saved' },
    { to: paths.settings, label: 'Settings' },
  ];
  if (isAdmin) links.push({ to: paths.adminPortal, label: 'Admin portal' });
  return links;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}
