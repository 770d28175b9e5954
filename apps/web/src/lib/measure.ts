import { LOG_PIPELINE } from '@crowdspark/shared/logging/levels';
import { logger as appLogger, type Logger } from '@/lib/logger';

/**
 * Runs `fn` and logs a WARN entry when it takes longer than 100 ms (docs/product-rules.md#client-log-pipeline). With the
 * default minimum level (ERROR) such warnings only reach the debug console, which is what the
 * product asks for; lower the level to ship them.
 */
export function measure<T>(
  name: string,
  fn: () => T,
  log: Pick<Logger, 'warn'> = appLogger,
  now: () => number = () => performance.now(),
): T {
  const started = now();
  const report = () => {
    const durationMs = Math.round(now() - started);
    if (durationMs > LOG_PIPELINE.slowFunctionMs)
      log.warn(`Slow function: ${name}`, { context: 'performance', data: { name, durationMs } });
  };
  const result = fn();
  if (result instanceof Promise) {
    return result.finally(report) as T;
  }
  report();
  return result;
}

/** Wraps a function so every call is measured. */
export function withTiming<A extends unknown[], R>(
  name: string,
  fn: (...args: A) => R,
  log?: Pick<Logger, 'warn'>,
): (...args: A) => R {
  return (...args: A) => measure(name, () => fn(...args), log);
}
