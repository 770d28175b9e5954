/**
 * Query keys of the admin feature: everything under ['admin'], so an action refreshes every list
 * it may change (a suspension changes the campaigns list, the reports queue and the overview).
 */
export type AdminFilters = Readonly<Record<string, string>>;

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  users: (filters: AdminFilters) => ['admin', 'users', filters] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  campaigns: (filters: AdminFilters) => ['admin', 'campaigns', filters] as const,
  reports: (filters: AdminFilters) => ['admin', 'reports', filters] as const,
  withdrawals: (status: string) => ['admin', 'withdrawals', status] as const,
  promotions: (status: string) => ['admin', 'promotions', status] as const,
  subscriptions: (filters: AdminFilters) => ['admin', 'subscriptions', filters] as const,
  ledgerAccounts: (filters: AdminFilters) => ['admin', 'ledger-accounts', filters] as const,
  ledgerTransactions: (filters: AdminFilters) => ['admin', 'ledger-transactions', filters] as const,
  ledgerCheck: () => ['admin', 'ledger-check'] as const,
  contact: (filters: AdminFilters) => ['admin', 'contact', filters] as const,
  audit: (filters: AdminFilters) => ['admin', 'audit', filters] as const,
  events: () => ['admin', 'events'] as const,
};
