import { Wallet } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'Your balance, which can never go below zero.',
  'Top up through secure checkout and pledge straight from your balance.',
  'Refunds from unsuccessful all-or-nothing campaigns, returned automatically.',
  'Withdrawals to your bank account and downloadable receipts.',
] as const;

export default function WalletPage() {
  usePageTitle(routeTitle('/wallet'));
  return (
    <MembersAreaPlaceholder
      title="Wallet"
      description="Your balance, top-ups, pledges, refunds and withdrawals, with a receipt for each."
      icon={Wallet}
      emptyTitle="No wallet activity yet"
      upcoming={UPCOMING}
    />
  );
}
