import { LOG_PIPELINE } from '@crowdspark/shared/logging/levels';
import { isApiError, type ApiError } from '@/lib/api-client';
import { toAppError, type AppErrorRecord } from '@/lib/app-error';
import { logger as appLogger, type Logger } from '@/lib/logger';

export interface ErrorReporterOptions {
  logger?: Pick<Logger, 'error' | 'info'>;
  isProduction?: boolean;
  /** Injectable so tests can decide the ≈10% monitoring sample. */
  random?: () => number;
  monitor?: (record: AppErrorRecord) => void;
}

/** Stand-in for an external monitoring service until one is chosen (docs/product-rules.md#error-reporting). */
function consoleMonitor(record: AppErrorRecord): void {
  console.warn('[monitoring]', record.type, record.message, { timestamp: record.timestamp, stack: record.stack });
}

/**
 * An answer the server meant: a 4xx (not found, not allowed, refused input, rate limited). It is a
 * fact about the request, not a fault of the app, and the server has logged it already.
 */
function isExpectedRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * Every error is logged; in production about 10% are also forwarded to monitoring. An expected 4xx
 * is logged at INFO without a stack (below the pipeline's minimum level, so it stays in the
 * browser: a mistyped address is no error to ship); everything else at ERROR with its stack.
 */
export function createErrorReporter(options: ErrorReporterOptions = {}) {
  const log = options.logger ?? appLogger;
  const isProduction = options.isProduction ?? import.meta.env.PROD;
  const random = options.random ?? Math.random;
  const monitor = options.monitor ?? consoleMonitor;

  return function reportError(error: unknown, context = 'app'): AppErrorRecord {
    const record = toAppError(error);
    if (isExpectedRefusal(error)) {
      log.info(record.message, { context, data: { type: record.type, status: error.status, code: error.code } });
      return record;
    }
    log.error(record.message, { context, data: { type: record.type, stack: record.stack } });
    if (isProduction && random() < LOG_PIPELINE.monitoringSampleRate) monitor(record);
    return record;
  };
}

export const reportError = createErrorReporter();
