import type { HelpCategory } from '@/features/help-center/content/help-types';

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  { id: 'getting-started', title: 'Getting started', description: 'What Crowdspark is and how to find your way around.' },
  { id: 'backing', title: 'Backing', description: 'Pledging, rewards, changing your mind and refunds.' },
  { id: 'creating', title: 'Creating', description: 'Planning, launching and running a campaign.' },
  { id: 'payments-and-wallet', title: 'Payments & wallet', description: 'Fees, your wallet, top-ups, payouts and receipts.' },
  { id: 'account-and-security', title: 'Account & security', description: 'Signing in, verification, passwords and privacy.' },
];
