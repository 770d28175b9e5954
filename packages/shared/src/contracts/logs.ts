import { z } from 'zod';
import { LOG_INGEST_LIMITS, LOG_LEVEL_NAMES } from '../logging/levels.js';

/** One client log entry: level, level name, message, context, data, timestamp, service (docs/product-rules.md#log-entry). */
export const logEntrySchema = z
  .object({
    level: z.number().int().min(0).max(4),
    levelName: z.enum(LOG_LEVEL_NAMES),
    message: z.string().max(LOG_INGEST_LIMITS.maxMessageLength),
    context: z.string().max(LOG_INGEST_LIMITS.maxContextLength).optional(),
    data: z.unknown().optional(),
    timestamp: z.string().max(64),
    service: z.string().max(100),
  })
  .strict();

/** Body of POST /api/logs (docs/product-rules.md#log-ingest). */
export const logBatchSchema = z
  .object({
    logs: z.array(logEntrySchema).min(1).max(LOG_INGEST_LIMITS.maxEntriesPerRequest),
    timestamp: z.string().max(64),
    userAgent: z.string().max(LOG_INGEST_LIMITS.maxUserAgentLength),
    url: z.string().max(LOG_INGEST_LIMITS.maxUrlLength),
  })
  .strict();

export type LogEntry = z.infer<typeof logEntrySchema>;
export type LogBatch = z.infer<typeof logBatchSchema>;
