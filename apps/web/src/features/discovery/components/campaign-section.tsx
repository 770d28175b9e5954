import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

interface CampaignSectionProps {
  id: string;
  title: string;
  description: string;
  emptyIcon: LucideIcon;
}

/**
 * A campaign shelf (featured, trending, ending soon…). No campaign can be launched yet, so it
 * shows the honest empty state; the campaign list replaces it when the campaigns API exists.
 */
export function CampaignSection({ id, title, description, emptyIcon }: CampaignSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-muted-foreground">{description}</p>
      <EmptyState
        icon={emptyIcon}
        title="No live campaigns yet — start the first one"
        headingLevel={3}
        className="mt-5"
        actions={
          <Button asChild variant="soft">
            <Link to={paths.startCampaign}>Start a campaign</Link>
          </Button>
        }
      >
        Campaigns appear here as soon as creators launch them.
      </EmptyState>
    </section>
  );
}
