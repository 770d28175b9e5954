/** Log levels (docs/product-rules.md#log-levels). */
export const LOG_LEVELS = {
  DEBUG: 0,
  INFO: 1,
  WARN: 2,
  ERROR: 3,
  CRITICAL: 4,
} as const;

export type LogLevelName = keyof typeof LOG_LEVELS;
export type LogLevel = (typeof LOG_LEVELS)[LogLevelName];

export const LOG_LEVEL_NAMES = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL'] as const satisfies readonly LogLevelName[];

/** Client log pipeline constants (docs/product-rules.md#client-log-pipeline). */
export const LOG_PIPELINE = {
  minimumLevel: LOG_LEVELS.ERROR,
  bufferSize: 500,
  batchSize: 20,
  flushIntervalMs: 5000,
  slowFunctionMs: 100,
  /**
   * A browser sends at most this many batches at once, then one more every `sendRefillMs`
   * (decision 0047), whatever it logs: far below the server's per-IP limit on POST /api/logs, so
   * fast browsing never meets a 429. Entries wait in the buffer meanwhile (errors included).
   */
  sendBurst: 6,
  sendRefillMs: 10_000,
  /** The same error (level, context, message) is sent once in this window; its repeats are counted, not sent. */
  repeatWindowMs: 60_000,
  /** Share of errors forwarded to the monitoring console message in production (≈10%). */
  monitoringSampleRate: 0.1,
  /** The service name written on every client entry. */
  service: 'crowdspark-web',
} as const;

/** What the server accepts on POST /api/logs; the client sends far less (batches of 20). */
export const LOG_INGEST_LIMITS = {
  maxEntriesPerRequest: 100,
  maxBodyBytes: 64 * 1024,
  maxMessageLength: 2000,
  maxContextLength: 200,
  maxUrlLength: 2048,
  maxUserAgentLength: 512,
  /** Serialised `data` of one entry, in characters, after masking. */
  maxDataLength: 8000,
} as const;
