import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { CampaignEditor } from '@/features/campaigns/components/campaign-editor';

export default function StartCampaignPage() {
  usePageTitle(routeTitle('/start-campaign'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  // A draft created by this editor puts its id in the URL without remounting the editor;
  // any other change of ?id= (a link, back/forward) opens that campaign.
  const [created, setCreated] = useState<string | null>(null);
  const [editor, setEditor] = useState({ id, key: id ?? 'new-0', generation: 0 });
  if (id !== editor.id) {
    const generation = editor.generation + 1;
    const key = id !== null && id === created ? editor.key : (id ?? `new-${generation}`);
    setEditor({ id, key, generation });
  }

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{id ? 'Edit your campaign' : 'Start a campaign'}</h1>
      <p className="mt-2 mb-8 text-lg text-muted-foreground">
        Work through the steps in any order. Your draft saves as you go; launch when everything is ready.
      </p>
      <CampaignEditor
        key={editor.key}
        campaignId={editor.key.startsWith('new-') ? null : editor.key}
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
