import type { Kysely } from 'kysely';
import type { ReadReplica } from '../../db/read-replica.js';
import type { Database } from '../../db/schema.js';
import { readOutboxHealth } from '../events/service.js';
import type { OutboxHealth } from '../events/service.js';
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

/**
 * The events outbox's numbers for the readiness answer, or null when they do not come in time: a
 * backlog is for operators to see, never a reason to take the server out of rotation.
 */
export async function outboxDetail(db: Kysely<Database>, timeoutMs = READINESS_TIMEOUT_MS): Promise<OutboxHealth | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([readOutboxHealth(db), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** How long the readiness answer reuses the outbox's numbers: probes come every few seconds from every balancer. */
export const OUTBOX_DETAIL_TTL_MS = 5000;

/** `outboxDetail`, read at most once per `ttlMs` (one cache per app). */
export function cachedOutboxDetail(db: Kysely<Database>, ttlMs = OUTBOX_DETAIL_TTL_MS): () => Promise<OutboxHealth | null> {
  let cached: { at: number; value: Promise<OutboxHealth | null> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= ttlMs) cached = { at: now, value: outboxDetail(db) };
    return cached.value;
  };
}

/**
 * The read replica for the readiness answer: `up`, or `down` while its reads fall back to the
 * primary. Reported only: a replica outage never takes the server out of rotation (decision 0060).
 */
export async function replicaStatus(replica: ReadReplica, timeoutMs = READINESS_TIMEOUT_MS): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return (await Promise.race([replica.ping(), timeout])) ? 'up' : 'down';
  } finally {
    clearTimeout(timer);
  }
}
