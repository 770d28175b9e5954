import { randomBytes } from 'node:crypto';

/**
 * Short, url-safe, unguessable ids (72 random bits, 12 base64url characters) for campaigns,
 * pledges and their rows: they appear in public links (/campaigns/{id}), so shorter than a uuid
 * and never sequential (drafts must not be enumerable).
 */
export function newId(): string {
  return randomBytes(9).toString('base64url');
}
