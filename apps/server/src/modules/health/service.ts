import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pingDatabase } from './repository.js';

/** A probe must answer quickly; a database that takes longer than this counts as unreachable. */
export const READINESS_TIMEOUT_MS = 2000;

/** True when the database answers a trivial query in time. */
export async function isDatabaseReady(db: Kysely<Database>, timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
