/**
 * Money on the web: amounts are integers in minor units (cents) with an ISO 4217 currency, exactly
 * as the API sends them. Only formatting turns them into text, and only parsing turns what a person
 * typed back into minor units; no float arithmetic happens on money.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,234.50" (in the reader's locale) for 123450 USD. */
export function formatMoney(minorUnits: number, currency: string): string {
  const key = currency.toUpperCase();
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(undefined, { style: 'currency', currency: key });
    formatters.set(key, formatter);
  }
  // Every supported currency has two decimals (see WALLET_CURRENCIES in the shared contracts).
  return formatter.format(minorUnits / 100);
}

/**
 * What a person typed ("12", "12.5", "1,234.56", " 7.05 ") → minor units, or null when it is not
 * an amount (more than two decimals, letters, negative). Parsed as text, so "0.29" is exactly 29.
 */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const amount = whole * 100 + cents;
  return Number.isSafeInteger(amount) ? amount : null;
}

/** "12.50" for 1250: the value an amount input shows. */
export function toMoneyInput(minorUnits: number): string {
  return `${Math.floor(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}`;
}

/**
 * A fresh Idempotency-Key for one user action. Keep it for the action's retries (a double click or
 * a network retry must reuse it) and make a new one for the next action.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
