/**
 * Money rules shared by server and web, kept free of zod so a page that needs a limit or the fee
 * does not load the schema library (decision 0014's first-load budgets). The contracts
 * (contracts/wallet.ts, contracts/pledges.ts) build their schemas from these.
 * Every amount is an integer number of minor units (cents) with an ISO 4217 currency; never a float.
 */

/** Currencies the wallet accepts; all have two decimals, so the limits below mean the same everywhere. */
export const WALLET_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'NZD', 'SEK', 'NOK', 'DKK'] as const;
export type WalletCurrency = (typeof WALLET_CURRENCIES)[number];

/** Top-ups from 1.00 to 10,000.00. */
export const TOP_UP_LIMITS = { min: 100, max: 1_000_000 } as const;
/** Withdrawals from 1.00 to 10,000.00. */
export const WITHDRAWAL_LIMITS = { min: 100, max: 1_000_000 } as const;

/** Header every money-moving POST needs; a client makes one key per user action and reuses it on retries. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Pledges from 1.00 to 100,000.00 (a tier's minimum may ask for more than 1.00). */
export const PLEDGE_LIMITS = { min: 100, max: 10_000_000 } as const;

/** The platform fee on `amount` at `percent` (may be fractional), rounded down to a whole minor unit. */
export function platformFee(amount: number, percent: number): number {
  // Basis points keep the arithmetic in integers (5% = 500 bp).
  return Math.floor((amount * Math.round(percent * 100)) / 10_000);
}

/** "12.34" for 1234 minor units: for messages, where a locale-free form is fine. */
export function formatMinorUnits(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** "+12.34", "-5.00", "0.00": an amount as it moved a wallet (receipts and statements). */
export function formatSignedMinorUnits(amount: number): string {
  return amount > 0 ? `+${formatMinorUnits(amount)}` : formatMinorUnits(amount);
}

/** "-1234.56" for -123456 minor units: a plain decimal without grouping, for CSV files spreadsheets read as numbers. */
export function minorUnitsAsDecimal(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
