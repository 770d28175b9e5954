import { LOG_PIPELINE } from '@crowdspark/shared/logging/levels';
import { toAppError, type AppErrorRecord } from '@/lib/app-error';
import { logger as appLogger, type Logger } from '@/lib/logger';

export interface ErrorReporterOptions {
  logger?: Pick<Logger, 'error'>;
  isProduction?: boolean;
  /** Injectable so tests can decide the ≈10% monitoring sample. */
  random?: () => number;
  monitor?: (record: AppErrorRecord) => void;
}

/** Stand-in for an external monitoring service until one is chosen (docs/product-rules.md#error-reporting). */
function consoleMonitor(record: AppErrorRecord): void {
  console.warn('[monitoring]', record.type, record.message, { timestamp: record.timestamp, stack: record.stack });
}

/** Every error is logged; in production about 10% are also forwarded to monitoring. */
export function createErrorReporter(options: ErrorReporterOptions = {}) {
  const log = options.logger ?? appLogger;
  const isProduction = options.isProduction ?? import.meta.env.PROD;
  const random = options.random ?? Math.random;
  const monitor = options.monitor ?? consoleMonitor;

  return function reportError(error: unknown, context = 'app'): AppErrorRecord {
    const record = toAppError(error);
    log.error(record.message, { context, data: { type: record.type, stack: record.stack } });
    if (isProduction && random() < LOG_PIPELINE.monitoringSampleRate) monitor(record);
    return record;
  };
}

export const reportError = createErrorReporter();
