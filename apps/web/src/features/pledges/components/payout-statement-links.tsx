import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { payoutStatementUrl } from '@/features/pledges/api/payout-statement';

/**
 * The campaign's payout statement (pledges collected, refunds, the platform fee and the net paid)
 * as PDF and CSV downloads, named for the campaign so each row's buttons are told apart.
 */
export function PayoutStatementLinks({ campaignId, campaignTitle }: { campaignId: string; campaignTitle: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">Payout statement</span>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button key={format} asChild size="sm" variant="secondary">
          <a
            href={payoutStatementUrl(campaignId, format)}
            download
            aria-label={`Download payout statement of ${campaignTitle} as ${format.toUpperCase()}`}
          >
            <Download aria-hidden="true" />
            {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </div>
  );
}
