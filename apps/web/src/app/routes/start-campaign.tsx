import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMyCampaigns } from '@/features/campaigns/api/get-my-campaigns';
import { CampaignEditor } from '@/features/campaigns/components/campaign-editor/campaign-editor';
import { latestDraft } from '@/features/campaigns/lib/latest-draft';
import { VerifiedEmailRequired } from '@/features/auth/components/verified-email-required';

/** `?new=1`: a fresh draft even when one is waiting (the "Start another campaign" link). */
const NEW_DRAFT_HREF = `${paths.startCampaign}?new=1`;

interface ResumeState {
  resumedDraft?: string;
}

export default function StartCampaignPage() {
  usePageTitle(routeTitle('/start-campaign'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const fresh = params.has('new');
  // Without ?id= the page reopens the latest draft rather than creating yet another one.
  const mine = useMyCampaigns({ enabled: id === null && !fresh, staleTime: 0, refetchOnWindowFocus: false });
  // A draft created by this editor puts its id in the URL without remounting the editor;
  // any other change of ?id= (a link, back/forward, a resumed draft) opens that campaign.
  const [created, setCreated] = useState<string | null>(null);
  const [editor, setEditor] = useState({ id, fresh, key: id ?? 'new-0', generation: 0 });
  if (id !== editor.id || (id === null && fresh !== editor.fresh)) {
    const generation = editor.generation + 1;
    const key = id !== null && id === created ? editor.key : (id ?? `new-${generation}`);
    setEditor({ id, fresh, key, generation });
  }

  if (id === null && !fresh) {
    // Wait for a fresh list: a cached one may predate the draft saved a moment ago.
    if (mine.isPending || mine.isFetching)
      return (
        <PageContainer>
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </div>
        </PageContainer>
      );
    const draft = mine.data ? latestDraft(mine.data.items) : null;
    if (draft)
      return (
        <Navigate
          to={`${paths.startCampaign}?id=${encodeURIComponent(draft.id)}`}
          replace
          state={{ resumedDraft: draft.id } satisfies ResumeState}
        />
      );
  }
  const resumed = id !== null && (location.state as ResumeState | null)?.resumedDraft === id;

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{id ? 'Edit your campaign' : 'Start a campaign'}</h1>
      <p className="mt-2 mb-8 text-lg text-muted-foreground">
        Work through the steps in any order. Your draft saves as you go; launch when everything is ready.
      </p>
      {resumed ? (
        <Alert className="mb-8 flex flex-wrap items-center justify-between gap-3">
          <span>You are continuing your latest draft, where you left off.</span>
          <Button asChild size="sm" variant="secondary">
            <Link to={NEW_DRAFT_HREF}>Start another campaign</Link>
          </Button>
        </Alert>
      ) : null}
      <CampaignEditor
        key={editor.key}
        campaignId={editor.key.startsWith('new-') ? null : editor.key}
        launchNotice={<VerifiedEmailRequired action="launch" />}
        onCreated={(newId) => {
          setCreated(newId);
          setParams({ id: newId }, { replace: true });
        }}
        onLaunched={(campaign) => {
          toast({
            title: 'Your campaign is live!',
            description: 'Share it with the people who will back it first.',
            variant: 'success',
          });
          void navigate(paths.campaign(campaign.id));
        }}
      />
    </PageContainer>
  );
}
