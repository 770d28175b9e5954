import { Download } from 'lucide-react';
import { ColumnHeadings, SkeletonStack } from '@/components/ui/page-blocks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { backersCsvUrl, shippingCsvUrl, useBackers } from '@/features/pledges/api/get-backers';

const STATUS_TEXT: Record<string, string> = {
  active: 'Active',
  canceled: 'Canceled',
  refunded: 'Refunded',
  collected: 'Collected',
};

/**
 * The creator's backers of one campaign, with the CSV export as a plain link; once the campaign
 * succeeded, also the shipping list (addresses, rewards, add-ons), an audited export.
 */
export function BackersPanel({
  campaignId,
  headingId,
  shippingListReady = false,
}: {
  campaignId: string;
  headingId: string;
  shippingListReady?: boolean;
}) {
  const query = useBackers(campaignId);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={headingId} className="font-semibold">
          Backers
        </h4>
        <Button asChild size="sm" variant="secondary">
          <a href={backersCsvUrl(campaignId)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
        {shippingListReady ? (
          <Button asChild size="sm" variant="secondary">
            <a href={shippingCsvUrl(campaignId)} download>
              <Download aria-hidden="true" />
              Download shipping list
            </a>
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <SkeletonStack className="grid gap-2" blocks={['h-5 w-full', 'h-5 w-2/3']} />
      ) : query.isError ? (
        <Alert variant="destructive">The backers could not be loaded. {query.error.message}</Alert>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No backers yet. Share your campaign to find its first ones.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Backers of this campaign</caption>
            <thead className="text-muted-foreground">
              <ColumnHeadings
                cellClassName="py-2 pr-4 font-medium"
                columns={[
                  'Backer',
                  'Reward',
                  { label: 'Amount', className: 'py-2 pr-4 text-right font-medium' },
                  { label: 'Status', className: 'py-2 font-medium' },
                ]}
              />
            </thead>
            <tbody>
              {query.data.map((backer) => (
                <tr key={backer.pledgeId} className="border-t border-border">
                  <td className="py-2 pr-4">{backer.name ?? <span className="text-muted-foreground">Private backer</span>}</td>
                  <td className="py-2 pr-4">{backer.tierTitle ?? 'No reward'}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatMoney(backer.amount, backer.currency)}</td>
                  <td className="py-2">{STATUS_TEXT[backer.status] ?? backer.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
