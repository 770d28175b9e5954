import { z } from 'zod';
import { integer } from './env-values.js';

/** Connections per database pool (pg's usual size); the replica's mirrors the primary's. */
const DEFAULT_POOL_MAX = 10;

const postgresUrl = z.string().refine((raw) => /^postgres(ql)?:\/\/./.test(raw) && URL.canParse(raw), {
  error: 'expected a postgres:// or postgresql:// connection URL',
});

export const databaseEnv = z.object({
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_READ_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: integer(1, 1000).optional(),
  DATABASE_READ_POOL_MAX: integer(1, 1000).optional(),
});
type DatabaseEnv = z.infer<typeof databaseEnv>;

export interface DatabaseSettings {
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  databaseUrl: string | null;
  /**
   * The primary's pool (DATABASE_POOL_MAX) and a streaming read replica for reads that tolerate a
   * little lag (DATABASE_READ_URL, decision 0060) with its own pool (DATABASE_READ_POOL_MAX).
   */
  databasePool: { max: number; readUrl: string | null; readMax: number };
}

export function databaseProblems(v: DatabaseEnv): string[] {
  if (v.DATABASE_READ_URL && !v.DATABASE_URL)
    return ['DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary); the embedded database has none'];
  return [];
}

export function databaseSettings(v: DatabaseEnv): DatabaseSettings {
  return {
    databaseUrl: v.DATABASE_URL ?? null,
    databasePool: {
      max: v.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX,
      readUrl: v.DATABASE_READ_URL ?? null,
      readMax: v.DATABASE_READ_POOL_MAX ?? v.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX,
    },
  };
}
