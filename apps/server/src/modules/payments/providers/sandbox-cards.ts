// The cards a tester types on the sandbox checkout page: the test numbers that behave differently,
// and what may be kept of a card once read (never its number).

/** Card number the sandbox declines (spaces ignored), like Stripe's test card. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/**
 * Card that pays now and can be saved, but whose later charges without the payer (renewals) are
 * declined: Stripe's test card 4000 0000 0000 0341 behaves the same (decision 0038).
 */
export const SANDBOX_DECLINES_LATER_CARD = '4000000000000341';

/** A card as typed on the sandbox page: what may be saved of it (never the number). */
export interface SandboxCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  declinesLater: boolean;
}

/**
 * Reads a typed card for saving: 12 to 19 digits (spaces and dashes ignored) and an expiry MM/YY
 * not in the past; null when either is not valid. The brand follows the number's prefix.
 */
export function readSandboxCard(cardNumber: string, expiry: string, now = new Date()): SandboxCard | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!/^\d{12,19}$/.test(digits) || !match) return null;
  const expMonth = Number(match[1]);
  const expYear = 2000 + Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)) return null;
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth,
    expYear,
    declinesLater: digits === SANDBOX_DECLINES_LATER_CARD,
  };
}

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 34 || two === 37) return 'American Express';
  if (digits.startsWith('6011') || two === 65) return 'Discover';
  return 'Card';
}
