import type { LogBatch } from '@crowdspark/shared/contracts/logs';
import type { LogLevelName } from '@crowdspark/shared/logging/levels';
import { LOG_INGEST_LIMITS } from '@crowdspark/shared/logging/levels';
import { MASKED, SENSITIVE_KEY_PATTERN, maskSensitive, redactJwts } from '@crowdspark/shared/logging/mask';
import type { FastifyBaseLogger } from 'fastify';

type PinoMethod = 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** The product's five log levels onto pino's: CRITICAL has no pino twin, fatal is the closest. */
export const CLIENT_LEVEL_TO_PINO: Readonly<Record<LogLevelName, PinoMethod>> = {
  DEBUG: 'debug',
  INFO: 'info',
  WARN: 'warn',
  ERROR: 'error',
  CRITICAL: 'fatal',
};

/**
 * Writes a browser log batch into the server's structured log. Everything is masked again here,
 * because a client cannot be trusted to have done it: sensitive fields, JWTs in any string
 * (messages included), sensitive query parameters of the page URL. Oversized `data` is cut.
 */
export function writeClientLogs(logger: FastifyBaseLogger, batch: LogBatch): void {
  const url = maskUrl(batch.url);
  const userAgent = redactJwts(batch.userAgent);
  for (const entry of batch.logs) {
    const method = CLIENT_LEVEL_TO_PINO[entry.levelName];
    logger[method](
      {
        service: redactJwts(entry.service),
        context: entry.context === undefined ? undefined : redactJwts(entry.context),
        clientTimestamp: entry.timestamp,
        url,
        userAgent,
        data: boundData(entry.data),
      },
      redactJwts(entry.message),
    );
  }
}

/** Masked `data`, or a marked, cut preview of its JSON when that is longer than the limit. */
export function boundData(data: unknown): unknown {
  if (data === undefined) return undefined;
  const masked = maskSensitive(data);
  const json = JSON.stringify(masked);
  if (json.length <= LOG_INGEST_LIMITS.maxDataLength) return masked;
  return { truncated: true, originalLength: json.length, preview: json.slice(0, LOG_INGEST_LIMITS.maxDataLength) };
}

/** The page URL with secrets in its query or fragment (`?token=`, `#access_token=`) masked. */
export function maskUrl(raw: string): string {
  if (!URL.canParse(raw)) return redactJwts(raw);
  const url = new URL(raw);
  maskParams(url.searchParams);
  if (url.hash.includes('=')) {
    const fragment = new URLSearchParams(url.hash.slice(1));
    maskParams(fragment);
    url.hash = fragment.toString();
  }
  return redactJwts(url.toString());
}

function maskParams(params: URLSearchParams): void {
  for (const key of new Set(params.keys())) {
    if (SENSITIVE_KEY_PATTERN.test(key)) params.set(key, MASKED);
  }
}
