import { formatMinorUnits, formatSignedMinorUnits } from '@crowdspark/shared/constants/money';

/**
 * How receipts and statements write dates and money, the same in every file: dates in UTC (the
 * ledger's clock), amounts with the shared money formatting and the currency code after them.
 */

/** "2026-03-04 12:34:56 UTC". */
export function utcDateTime(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
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
