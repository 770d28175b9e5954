import { formatMinorUnits, formatSignedMinorUnits } from '@crowdspark/shared/constants/money';
import type { PdfColumn } from './pdf-document.js';

/**
 * How receipts and statements write dates and money, the same in every file: dates in UTC (the
 * ledger's clock), amounts with the shared money formatting and the currency code after them.
 */

/** "2026-03-04 12:34:56 UTC". */
export function utcDateTime(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}

/** "2026-03-04 12:34:56", in a column whose heading says the times are UTC. */
export function utcStamp(date: Date): string {
  return utcDateTime(date).replace(' UTC', '');
}

/**
 * The columns of a statement's table of movements: when (UTC), what, its references and the
 * signed amount. Each document gives them its own widths (shares of the page).
 */
export function movementColumns(widths: readonly [number, number, number, number]): PdfColumn[] {
  const [date, movement, reference, amount] = widths;
  return [
    { header: 'Date (UTC)', width: date },
    { header: 'Movement', width: movement },
    { header: 'Reference', width: reference },
    { header: 'Amount', width: amount, align: 'right' },
  ];
}

/** "2026-03-04". */
export function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "+25.00 USD", "-10.00 USD": as the amount moved an account. */
export function signedMoney(amount: number, currency: string): string {
  return `${formatSignedMinorUnits(amount)} ${currency}`;
}

/** "1,234.56 USD". */
export function money(amount: number, currency: string): string {
  return `${formatMinorUnits(amount)} ${currency}`;
}
