/** The portal's pages, in the navigation's order. */
export const ADMIN_SECTIONS = [
  { to: '/admin/portal', label: 'Overview', end: true },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/campaigns', label: 'Campaigns', end: false },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/withdrawals', label: 'Withdrawals', end: false },
  { to: '/admin/ledger', label: 'Ledger', end: false },
  { to: '/admin/contact', label: 'Contact messages', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
  // Slot: "Help articles" (the help-centre editor) joins here once it exists; promotions review and
  // the subscriptions overview likewise (issue 14, built beside this portal).
] as const;
