import { ShieldCheck } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'Overview of key numbers: sign-ups, live campaigns, pledges and payouts.',
  'Users, campaigns, reports and promotion review queues.',
  'Withdrawal approvals and the ledger with its balance check.',
  'Help-centre editor, contact messages and an audit log of every admin action.',
] as const;

export default function AdminPortalPage() {
  usePageTitle(routeTitle('/admin/portal'));
  return (
    <MembersAreaPlaceholder
      title="Admin portal"
      description="Moderation, money and platform health for Crowdspark administrators."
      icon={ShieldCheck}
      emptyTitle="The admin portal is being built"
      upcoming={UPCOMING}
    />
  );
}
