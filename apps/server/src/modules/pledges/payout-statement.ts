import { minorUnitsAsDecimal } from '@crowdspark/shared/constants/money';
import type { StatementFormat } from '@crowdspark/shared/constants/statements';
import type { Kysely } from 'kysely';
import type { Database, LedgerTransactionType } from '../../db/schema.js';
import { csvDocument } from '../../documents/csv.js';
import type { CsvValue } from '../../documents/csv.js';
import { money, movementColumns, signedMoney, utcDate, utcDateTime, utcStamp } from '../../documents/document-text.js';
import { PdfDocumentWriter } from '../../documents/pdf-document.js';
import { AppError } from '../../errors/app-error.js';
import { campaignRoleOf, findCampaign } from '../campaigns/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { escrowMovements, ownerNameOf } from './payout-statement-repository.js';
import { findSettlement } from './repository.js';

/**
 * A campaign's payout statement (docs/product-rules.md#statements): what its escrow took in and
 * gave back, and what the settlement paid its creator after the platform fee. For the campaign's
 * owner and collaborators (who already see its money on /stats); anyone else gets 404, as stats
 * answer. Backers are named by pledge id only: their names are on the owner's backers list.
 */

const MOVEMENT_NAMES: Partial<Record<LedgerTransactionType, string>> = {
  pledge: 'Pledge',
  pledge_change: 'Pledge change',
  pledge_refund: 'Refund',
  settlement: 'Paid out at settlement',
};

interface PayoutSummary {
  pledged: number;
  changes: number;
  refunds: number;
  heldInEscrow: number;
  /** Null until the campaign succeeded and was settled. */
  settlement: { collected: number; fee: number; feePercent: number; feeRule: string; net: number; settledAt: Date } | null;
}

interface PayoutStatement {
  campaign: { id: string; title: string; status: string; currency: string; endsAt: Date | null; ownerName: string };
  generatedAt: Date;
  movements: { id: string; date: Date; type: LedgerTransactionType; pledgeId: string | null; amount: number }[];
  summary: PayoutSummary;
}

const WITHDRAWALS_NOTE =
  'Withdrawals are not listed: the net amount went to the creator’s wallet, which holds money from every source, ' +
  'so no withdrawal belongs to one campaign. The creator’s yearly wallet statement lists them.';

async function payoutStatement(db: Kysely<Database>, campaignId: string, userId: string, now: Date): Promise<PayoutStatement> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign || !(await campaignRoleOf(db, campaignId, userId)))
    throw new AppError('NOT_FOUND', 'You have no campaign with this id: payout statements are for its owner and collaborators.');
  const movements = (await escrowMovements(db, campaignId)).map((row) => ({
    id: row.id,
    date: row.createdAt,
    type: row.type,
    pledgeId: row.pledgeId,
    amount: toMinorUnits(row.amount),
  }));
  const sumOf = (type: LedgerTransactionType) => movements.filter((m) => m.type === type).reduce((sum, m) => sum + m.amount, 0);
  const settled = await findSettlement(db, campaignId);
  const collected = settled ? toMinorUnits(settled.total) : 0;
  const fee = settled ? toMinorUnits(settled.fee) : 0;
  return {
    campaign: {
      id: campaign.id,
      title: campaign.title ?? 'Untitled campaign',
      status: campaign.status,
      currency: campaign.currency,
      endsAt: campaign.endsAt,
      ownerName: await ownerNameOf(db, campaign.ownerId),
    },
    generatedAt: now,
    movements,
    summary: {
      pledged: sumOf('pledge'),
      changes: sumOf('pledge_change'),
      refunds: sumOf('pledge_refund'),
      heldInEscrow: movements.reduce((sum, m) => sum + m.amount, 0),
      settlement: settled
        ? {
            collected,
            fee,
            feePercent: Number(settled.feePercent),
            feeRule: settled.feeRule,
            net: collected - fee,
            settledAt: settled.settledAt,
          }
        : null,
    },
  };
}

function summaryRows(statement: PayoutStatement): [string, number | null][] {
  const { summary } = statement;
  const settlement = summary.settlement;
  return [
    ['Pledged', summary.pledged],
    ['Pledge changes', summary.changes],
    ['Refunds to backers', summary.refunds],
    ['Pledges collected', settlement?.collected ?? null],
    [
      settlement ? `Platform fee (${settlement.feePercent}%${settlement.feeRule === 'pro' ? ', Pro' : ''})` : 'Platform fee',
      settlement ? -settlement.fee : null,
    ],
    ['Net paid to the creator’s wallet', settlement?.net ?? null],
    ['Held in escrow now', summary.heldInEscrow],
  ];
}

async function payoutPdf(statement: PayoutStatement): Promise<Buffer> {
  const { campaign, summary } = statement;
  const currency = campaign.currency;
  const writer = new PdfDocumentWriter({ title: `Payout statement: ${campaign.title}`, createdAt: statement.generatedAt });
  writer
    .title('Crowdspark payout statement', campaign.title)
    .fields([
      ['Campaign', `${campaign.title} (${campaign.id})`],
      ['Creator', campaign.ownerName],
      ['Status', campaign.status],
      ['Ends', campaign.endsAt ? utcDateTime(campaign.endsAt) : 'Not launched'],
      ['Settled', summary.settlement ? utcDateTime(summary.settlement.settledAt) : 'Not settled'],
      ['Generated', utcDateTime(statement.generatedAt)],
    ])
    .table(
      [
        { header: 'Summary', width: 3 },
        { header: 'Amount', width: 1.4, align: 'right' },
      ],
      summaryRows(statement).map(([label, amount]) => [label, amount === null ? '–' : money(amount, currency)]),
      { strongRows: new Set([5]) },
    )
    .paragraph(WITHDRAWALS_NOTE, { muted: true })
    .heading('Escrow movements');
  if (statement.movements.length === 0) writer.paragraph('No pledges yet.', { muted: true });
  else
    writer.table(
      movementColumns([1.3, 1.6, 3.6, 1.4]),
      statement.movements.map((m) => [
        utcStamp(m.date),
        MOVEMENT_NAMES[m.type] ?? m.type,
        [`Transaction ${m.id}`, ...(m.pledgeId ? [`Pledge ${m.pledgeId}`] : [])].join('\n'),
        signedMoney(m.amount, currency),
      ]),
      { fontSize: 7.5 },
    );
  return writer.finish(`Payout statement · ${campaign.id}`);
}

function payoutCsv(statement: PayoutStatement): string {
  const currency = statement.campaign.currency;
  const rows: CsvValue[][] = statement.movements.map((m) => [
    'Movement',
    utcStamp(m.date),
    MOVEMENT_NAMES[m.type] ?? m.type,
    minorUnitsAsDecimal(m.amount),
    currency,
    m.id,
    m.pledgeId,
  ]);
  for (const [label, amount] of summaryRows(statement))
    rows.push(['Total', null, label, amount === null ? null : minorUnitsAsDecimal(amount), currency, null, null]);
  return csvDocument(['Row', 'Date (UTC)', 'Item', 'Amount', 'Currency', 'Transaction', 'Pledge'], rows);
}

/** GET /api/campaigns/:id/payout-statement.(pdf|csv): made on demand (a campaign's escrow is bounded by its pledges). */
export async function payoutStatementFile(
  db: Kysely<Database>,
  request: { campaignId: string; userId: string; format: StatementFormat; now: Date },
): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const statement = await payoutStatement(db, request.campaignId, request.userId, request.now);
  const filename = `crowdspark-payout-${statement.campaign.id}-${utcDate(request.now)}.${request.format}`;
  if (request.format === 'csv')
    return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(payoutCsv(statement), 'utf8') };
  return { filename, contentType: 'application/pdf', body: await payoutPdf(statement) };
}
