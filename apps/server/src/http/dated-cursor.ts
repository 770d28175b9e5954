import { AppError } from '../errors/app-error.js';

/**
 * The keyset position of a list ordered by date then id (followers, saved campaigns, updates,
 * comments): which list it belongs to, the last item's date and its id (the tie-breaker). Sent as
 * base64url JSON, opaque to clients; a cursor of another list, or a tampered one, is a 400, never
 * a wrong page (as campaigns/listings/cursor.ts for the listings).
 */
export interface DatedCursor {
  at: Date;
  id: string;
}

export function encodeDatedCursor(kind: string, cursor: DatedCursor): string {
  return Buffer.from(JSON.stringify([kind, cursor.at.toISOString(), cursor.id])).toString('base64url');
}

export function decodeDatedCursor(raw: string, kind: string): DatedCursor {
  const invalid = () => new AppError('BAD_REQUEST', 'The cursor is not valid for this list; start again from the first page.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== kind) throw invalid();
  const [, at, id] = parsed as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 64) throw invalid();
  const time = Date.parse(at);
  if (Number.isNaN(time)) throw invalid();
  return { at: new Date(time), id };
}
