import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCampaign } from '@/features/campaigns/api/get-campaign';
import { CampaignEditorForm } from '@/features/campaigns/components/campaign-editor/campaign-editor-form';

interface CampaignEditorProps {
  campaignId: string | null;
  onCreated?: (campaignId: string) => void;
  onLaunched: (campaign: CampaignDetail) => void;
  launchNotice?: ReactNode;
}

/** Loads the campaign named in `?id=` (or starts empty) and opens the editor. */
export function CampaignEditor({ campaignId, onCreated, onLaunched, launchNotice }: CampaignEditorProps) {
  const query = useCampaign(campaignId ?? '', { enabled: campaignId !== null, staleTime: 0 });
  // Without an id the editor starts empty; the first autosave creates the draft.
  let initial: CampaignDetail | null = null;
  if (campaignId !== null) {
    if (query.isPending)
      return (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      );
    if (query.isError)
      return (
        <Alert variant="destructive">
          {isApiError(query.error) && query.error.status === 404
            ? 'This campaign was not found, or it is not yours to edit.'
            : `The campaign could not be loaded. ${query.error.message}`}{' '}
          <Link to={paths.creatorDashboard} className="font-semibold underline">
            Go to your dashboard
          </Link>
        </Alert>
      );
    if (!query.data.viewer.canEdit)
      return (
        <Alert>
          {query.data.viewer.isOwner
            ? 'This campaign has ended or was canceled, so it can no longer be edited.'
            : 'Only the creator of this campaign and its collaborators can edit it.'}{' '}
          <Link to={paths.campaign(query.data.id)} className="font-semibold underline">
            View the campaign
          </Link>
        </Alert>
      );
    initial = query.data;
  }
  return <CampaignEditorForm initial={initial} onCreated={onCreated} onLaunched={onLaunched} launchNotice={launchNotice} />;
}
