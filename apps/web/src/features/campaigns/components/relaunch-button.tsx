import { Link, useNavigate } from 'react-router';
import { Repeat2 } from 'lucide-react';
import type { RelaunchInfo } from '@crowdspark/shared/contracts/relaunch';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useRelaunchCampaign } from '@/features/campaigns/api/relaunch-campaign';

const editorHref = (campaignId: string) => `${paths.startCampaign}?id=${encodeURIComponent(campaignId)}`;

/**
 * The creator's way back after a campaign ended without its money: a new draft copied from it
 * (opened in the editor), or the relaunch that already exists (docs/product-rules.md#relaunch).
 */
export function RelaunchButton({ campaignId, info }: { campaignId: string; info: RelaunchInfo }) {
  const relaunch = useRelaunchCampaign();
  const navigate = useNavigate();
  if (info.relaunch)
    return (
      <Button asChild variant="secondary">
        <Link to={info.relaunch.status === 'draft' ? editorHref(info.relaunch.id) : paths.campaign(info.relaunch.id)}>
          <Repeat2 aria-hidden="true" />
          {info.relaunch.status === 'draft' ? 'Edit the relaunch draft' : 'See the relaunch'}
        </Link>
      </Button>
    );
  if (!info.canRelaunch) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button disabled={relaunch.isPending}>
          <Repeat2 aria-hidden="true" />
          {relaunch.isPending ? 'Relaunching…' : 'Relaunch as a new draft'}
        </Button>
      }
      title="Relaunch this campaign?"
      description="A new draft is made from this campaign: its story, pictures, rewards, add-ons, FAQ and money settings. Change what you like and launch it; its backers are told when it goes live."
      confirmLabel="Make the draft"
      cancelLabel="Not now"
      onConfirm={() =>
        relaunch.mutate(campaignId, {
          onSuccess: (draft) => {
            toast({ title: 'Your relaunch draft is ready. Edit it and launch when you are ready.', variant: 'success' });
            void navigate(editorHref(draft.id));
          },
          onError: (error) =>
            toast({ title: 'The campaign could not be relaunched', description: error.message, variant: 'destructive' }),
        })
      }
    />
  );
}
