/** The portal's pages, in the navigation's order. */
export const ADMIN_SECTIONS = [
  { to: '/admin/portal', label: 'Overview', end: true },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/campaigns', label: 'Campaigns', end: false },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/withdrawals', label: 'Withdrawals', end: false },
  { to: '/admin/promotions', label: 'Promotions', end: false },
  { to: '/admin/subscriptions', label: 'Subscriptions', end: false },
  { to: '/admin/ledger', label: 'Ledger', end: false },
  { to: '/admin/contact', label: 'Contact messages', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
  { to: '/admin/events', label: 'Events', end: false },
  // The help-centre editor is the help-center feature's page (its own routes), linked from here.
  { to: '/admin/help-articles', label: 'Help articles', end: false },
] as const;
