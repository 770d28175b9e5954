import type { CampaignSort } from '@crowdspark/shared/contracts/campaigns';
import { AppError } from '../../errors/app-error.js';

/**
 * The listing's keyset position: the sort it belongs to, the last item's sort value and its id
 * (the tie-breaker). Sent to clients as base64url JSON: opaque to them, readable in logs. A
 * cursor from another sort, or a tampered one, is a 400, never a wrong page.
 */
export interface ListingCursor {
  sort: CampaignSort;
  /** newest/ending_soon: ISO timestamp; most_funded: funded basis points as a decimal string. */
  value: string;
  id: string;
}

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string, sort: CampaignSort): ListingCursor {
  const invalid = () => new AppError('BAD_REQUEST', 'The cursor is not valid for this listing; start again from the first page.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) throw invalid();
  const [, value, id] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || id.length > 64) throw invalid();
  const valid = sort === 'most_funded' ? /^-?\d{1,19}$/.test(value) : !Number.isNaN(Date.parse(value));
  if (!valid) throw invalid();
  return { sort, value, id };
}
