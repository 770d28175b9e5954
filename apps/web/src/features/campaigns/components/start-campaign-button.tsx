import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The call to action of an empty list of campaigns: start one. */
export function StartCampaignButton() {
  return (
    <Button asChild>
      <Link to={paths.startCampaign}>Start a campaign</Link>
    </Button>
  );
}
