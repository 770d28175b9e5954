import { minorUnitsAsDecimal } from '@crowdspark/shared/constants/money';
import type { StatementFormat } from '@crowdspark/shared/constants/statements';
import { csvDocument } from '../../documents/csv.js';
import type { CsvValue } from '../../documents/csv.js';
import { money, movementColumns, signedMoney, utcDate, utcDateTime, utcStamp } from '../../documents/document-text.js';
import { PdfDocumentWriter } from '../../documents/pdf-document.js';
import { MOVEMENT_LABELS } from './receipts.js';
import { CATEGORY_LABELS, STATEMENT_CATEGORIES } from './statement.js';
import type { CurrencyStatement, StatementMovement, YearlyStatement } from './statement.js';

/** The yearly statement as the files people download: the same figures in a PDF and a CSV. */

export interface StatementFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** The last day the statement covers, for people ("31 December" of the year, or today for the current year). */
function lastDay(statement: YearlyStatement): Date {
  return new Date(statement.to.getTime() - 1);
}

function reference(movement: StatementMovement): string {
  const parts = [
    movement.pledgeId ? `Pledge ${movement.pledgeId}` : null,
    movement.campaignId && !movement.pledgeId ? `Campaign ${movement.campaignId}` : null,
    movement.paymentId ? `Payment ${movement.paymentId}` : null,
    movement.withdrawalId ? `Withdrawal ${movement.withdrawalId}` : null,
  ];
  return [`Receipt ${movement.id}`, ...parts.filter((p): p is string => p !== null)].join('\n');
}

function describe(movement: StatementMovement): string {
  if (movement.gross === null || movement.fee === null) return movement.description;
  return `${movement.description}\nCollected ${money(movement.gross, movement.currency)}, platform fee ${money(-movement.fee, movement.currency)}`;
}

function writeCurrency(writer: PdfDocumentWriter, statement: YearlyStatement, section: CurrencyStatement): void {
  const { currency } = section;
  writer.heading(`${currency} wallet`);
  const summary: string[][] = [
    [`Opening balance on ${utcDate(statement.from)}`, money(section.opening, currency)],
    ...STATEMENT_CATEGORIES.map((c) => [CATEGORY_LABELS[c], signedMoney(section.totals[c], currency)]),
    [`Closing balance on ${utcDate(lastDay(statement))}`, money(section.closing, currency)],
  ];
  writer.table(
    [
      { header: 'Summary', width: 3 },
      { header: 'Amount', width: 1.4, align: 'right' },
    ],
    summary,
    { strongRows: new Set([0, summary.length - 1]) },
  );
  if (section.movements.length === 0) {
    writer.paragraph(`No ${currency} movements in this period.`, { muted: true });
    return;
  }
  writer.table(
    movementColumns([1.1, 2.1, 3.8, 1.2]),
    section.movements.map((m) => [
      utcStamp(m.date),
      `${MOVEMENT_LABELS[m.type]}\n${describe(m)}`,
      reference(m),
      signedMoney(m.amount, currency),
    ]),
    { fontSize: 7.5 },
  );
}

export async function statementPdf(statement: YearlyStatement): Promise<Buffer> {
  const { holder, year } = statement;
  const writer = new PdfDocumentWriter({ title: `Crowdspark statement ${year}`, createdAt: statement.generatedAt });
  writer
    .title(
      `Crowdspark wallet statement ${year}`,
      `${holder.displayName} <${holder.email}> · ${utcDate(statement.from)} to ${utcDate(lastDay(statement))} (UTC)`,
    )
    .fields([
      ['Account holder', `${holder.displayName} <${holder.email}>`],
      ['Period', `${utcDate(statement.from)} to ${utcDate(lastDay(statement))}`],
      ['Generated', utcDateTime(statement.generatedAt)],
    ])
    .paragraph(
      'Amounts are shown as they moved your Crowdspark wallet: money in with +, money out with -. Funds received ' +
        'count what your campaigns collected; the platform fee withheld from it is its own line, so the totals add ' +
        'up to the closing balance.',
      { muted: true },
    );
  for (const section of statement.currencies) writeCurrency(writer, statement, section);
  return writer.finish(`Crowdspark statement ${year} · ${holder.email}`);
}

export const STATEMENT_CSV_HEADER = [
  'Row',
  'Date (UTC)',
  'Currency',
  'Category',
  'Type',
  'Description',
  'Amount',
  'Collected',
  'Platform fee',
  'Transaction',
  'Campaign',
  'Pledge',
  'Payment',
  'Withdrawal',
] as const;

/** One line per movement between the opening balance and, per kind, the totals and the closing balance. */
export function statementCsv(statement: YearlyStatement): string {
  const rows: CsvValue[][] = [];
  const amount = (value: number | null) => (value === null ? null : minorUnitsAsDecimal(value));
  for (const section of statement.currencies) {
    const { currency } = section;
    const blank = [null, null, null, null, null, null, null] as const;
    rows.push(['Opening balance', utcDate(statement.from), currency, null, null, null, amount(section.opening), ...blank]);
    for (const m of section.movements)
      rows.push([
        'Movement',
        utcStamp(m.date),
        currency,
        CATEGORY_LABELS[m.category],
        MOVEMENT_LABELS[m.type],
        m.description,
        amount(m.amount),
        amount(m.gross),
        amount(m.fee),
        m.id,
        m.campaignId,
        m.pledgeId,
        m.paymentId,
        m.withdrawalId,
      ]);
    for (const c of STATEMENT_CATEGORIES)
      rows.push(['Total', null, currency, CATEGORY_LABELS[c], null, null, amount(section.totals[c]), ...blank]);
    rows.push(['Closing balance', utcDate(lastDay(statement)), currency, null, null, null, amount(section.closing), ...blank]);
  }
  return csvDocument(STATEMENT_CSV_HEADER, rows);
}

/** The statement in the asked format, named for the download. */
export async function statementFile(statement: YearlyStatement, format: StatementFormat): Promise<StatementFile> {
  const filename = `crowdspark-statement-${statement.year}.${format}`;
  if (format === 'csv')
    return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(statementCsv(statement), 'utf8') };
  return { filename, contentType: 'application/pdf', body: await statementPdf(statement) };
}
