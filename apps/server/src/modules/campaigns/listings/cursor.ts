import { AppError } from '../../../errors/app-error.js';

/**
 * A keyset position: the list it belongs to (a listing sort, or a feed's own list such as
 * `for_you`), the last item's sort value and its id (the tie-breaker). Sent to clients as
 * base64url JSON: opaque to them, readable in logs. A cursor from another list, or a tampered
 * one, is a 400, never a wrong page.
 */
export interface ListingCursor {
  sort: string;
  /**
   * Always an integer as text: timestamps as microseconds since the epoch (exact to the database's
   * precision, so rows that share a millisecond are neither repeated nor skipped), funded basis
   * points, or a trending score.
   */
  value: string;
  id: string;
}

const INTEGER = /^-?\d{1,17}$/;

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string, sort: string): ListingCursor {
  const invalid = () => new AppError('BAD_REQUEST', 'The cursor is not valid for this listing; start again from the first page.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) throw invalid();
  const [, value, id] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 64) throw invalid();
  if (!INTEGER.test(value)) throw invalid();
  return { sort, value, id };
}
