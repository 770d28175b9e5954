import { Link } from 'react-router';
import type { CampaignMoneyTotals, MoneyMovement } from '@crowdspark/shared/contracts/money-trail';
import { NextPageButton } from '@/components/ui/load-more';
import { RetryAlert, SkeletonStack, TitledSection } from '@/components/ui/page-blocks';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { useCampaignMoney } from '@/features/campaigns/api/get-campaign-money';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** What each movement is, in words; the sign says whether money came into the campaign or left it. */
const MOVEMENT_LABELS: Record<MoneyMovement['kind'], string> = {
  pledge: 'Pledge in',
  pledge_raised: 'Pledge raised',
  pledge_lowered: 'Pledge lowered: the difference went back',
  refund: 'Refund out',
  settlement: 'Settlement: platform fee and payout to the creator’s wallet',
  withdrawal: 'Creator’s withdrawal to their bank',
};

const INCOMING: ReadonlySet<MoneyMovement['kind']> = new Set(['pledge', 'pledge_raised']);

function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

function MoneySummary({
  totals,
  currency,
  settledAt,
}: {
  totals: CampaignMoneyTotals;
  currency: string;
  settledAt: string | null;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Figure label="Pledged" value={money(totals.pledged)} note="Every pledge and raised pledge" />
      <Figure label="Refunded to backers" value={money(totals.refunded)} note="Canceled, lowered and returned pledges" />
      {totals.held > 0 ? <Figure label="Held until the campaign ends" value={money(totals.held)} /> : null}
      <Figure label="Collected" value={money(totals.collected)} note="Taken from the pledges when the campaign succeeded" />
      <Figure label="Platform fee" value={money(totals.platformFee)} />
      <Figure
        label="Paid to the creator"
        value={money(totals.paidToCreator)}
        note={settledAt ? `On ${formatDateTime(settledAt)}` : 'Not paid out'}
      />
      {settledAt ? (
        <Figure
          label="Withdrawn by the creator"
          value={money(totals.withdrawnByCreator)}
          note="Their withdrawals since the payout, up to the amount paid"
        />
      ) : null}
    </dl>
  );
}

/** The backer of a pledge, refund or change: their name when they chose to show it. */
function Backer({ backer }: { backer: MoneyMovement['backer'] }) {
  if (!backer) return <>Anonymous backer</>;
  return backer.username ? (
    <Link to={paths.profile(backer.username)} className="text-link hover:underline">
      {backer.displayName}
    </Link>
  ) : (
    <>{backer.displayName}</>
  );
}

function Details({ movement, currency }: { movement: MoneyMovement; currency: string }) {
  if (movement.kind === 'settlement')
    return (
      <>
        {formatMoney(movement.toCreator ?? 0, currency)} to the creator, {formatMoney(movement.fee ?? 0, currency)} platform fee
      </>
    );
  if (movement.withdrawal) {
    const status = movement.withdrawal.status === 'paid' ? 'Paid to the bank' : 'On its way to the bank';
    return movement.withdrawal.counted < movement.amount ? (
      <>
        {status}; {formatMoney(movement.withdrawal.counted, currency)} of it counts against this campaign’s payout
      </>
    ) : (
      <>{status}</>
    );
  }
  return <Backer backer={movement.backer} />;
}

function MovementItem({ movement, currency }: { movement: MoneyMovement; currency: string }) {
  const incoming = INCOMING.has(movement.kind);
  return (
    <li className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{MOVEMENT_LABELS[movement.kind]}</span>
          <time dateTime={movement.at} className="text-sm text-muted-foreground">
            {formatDateTime(movement.at)}
          </time>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          <Details movement={movement} currency={currency} />
        </p>
        <p className="mt-1 text-xs break-all text-muted-foreground">
          Ledger transaction <code>{movement.id}</code>
        </p>
      </div>
      <p className={incoming ? 'font-semibold text-green-700 tabular-nums dark:text-green-400' : 'font-semibold tabular-nums'}>
        <span className="sr-only">{incoming ? 'Money in: ' : 'Money out: '}</span>
        {incoming ? '+' : '−'}
        {formatMoney(movement.amount, currency)}
      </p>
    </li>
  );
}

/**
 * The campaign page's Money tab: what the ledger says happened to the money pledged (totals, then
 * every movement, newest first, "Load more" for older ones). Its own chunk, loaded when the tab
 * opens (docs/product-rules.md#money-trail).
 */
export function MoneyTrail({ campaignId }: { campaignId: string }) {
  const money = useCampaignMoney(campaignId);
  if (!money.data && !money.isError)
    return (
      <SkeletonStack
        role="status"
        aria-label="Loading the money trail"
        className="grid gap-3"
        blocks={['h-24', 'h-16', 'h-16']}
      />
    );
  if (!money.data)
    return (
      <RetryAlert role="alert" onRetry={() => void money.refetch()}>
        The money trail could not be loaded. {money.error.message}
      </RetryAlert>
    );
  const [first] = money.data.pages;
  if (!first) return null;
  const movements = money.data.pages.flatMap((page) => page.movements);
  return (
    <TitledSection
      id="money-trail-heading"
      title="Money trail"
      className="grid gap-8"
      titleClassName="text-2xl font-bold tracking-tight"
    >
      <p className="-mt-4 max-w-prose text-muted-foreground">
        Every figure here is read from Crowdspark’s ledger, the record every payment goes through. Backers are named only when
        they chose to show the campaigns they back.
      </p>
      <section aria-labelledby="money-summary-heading" className="grid gap-4">
        <h3 id="money-summary-heading" className="text-xl font-semibold">
          Summary
        </h3>
        <MoneySummary totals={first.totals} currency={first.currency} settledAt={first.settledAt} />
      </section>
      <section aria-labelledby="money-movements-heading" className="grid gap-4">
        <h3 id="money-movements-heading" className="text-xl font-semibold">
          Movements
        </h3>
        {movements.length === 0 ? (
          <p className="text-muted-foreground">
            No money has moved yet: pledges, refunds and the payout appear here as they happen.
          </p>
        ) : (
          <ul
            aria-label="Money movements, newest first"
            className="divide-y divide-border rounded-2xl border border-border bg-card"
          >
            {movements.map((movement) => (
              <MovementItem key={movement.id} movement={movement} currency={first.currency} />
            ))}
          </ul>
        )}
        <NextPageButton query={money} variant="secondary" className="w-fit justify-self-center" />
        {money.isFetchNextPageError ? (
          <Alert variant="destructive" role="alert">
            More movements could not be loaded. {money.error?.message}
          </Alert>
        ) : null}
      </section>
    </TitledSection>
  );
}
