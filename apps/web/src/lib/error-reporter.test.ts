import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createErrorReporter } from '@/lib/error-reporter';
import { installGlobalErrorHandlers } from '@/lib/global-error-handlers';

describe('reportError', () => {
  it('logs every error with its type', () => {
    const logger = { error: vi.fn(), info: vi.fn() };
    const report = createErrorReporter({ logger, isProduction: false });
    const record = report(new Error('Network down'), 'feed');
    expect(record.type).toBe('NetworkError');
    expect(logger.error).toHaveBeenCalledWith('Network down', {
      context: 'feed',
      data: expect.objectContaining({ type: 'NetworkError' }) as unknown,
    });
  });

  it('forwards about 10% of errors to monitoring in production only', () => {
    const logger = { error: vi.fn(), info: vi.fn() };
    const monitor = vi.fn();
    const sampled = createErrorReporter({ logger, isProduction: true, random: () => 0.05, monitor });
    const skipped = createErrorReporter({ logger, isProduction: true, random: () => 0.1, monitor });
    const development = createErrorReporter({ logger, isProduction: false, random: () => 0, monitor });
    sampled(new Error('a'));
    skipped(new Error('b'));
    development(new Error('c'));
    expect(monitor).toHaveBeenCalledOnce();
    expect(monitor.mock.calls[0]?.[0]).toMatchObject({ message: 'a' });
    expect(logger.error).toHaveBeenCalledTimes(3);
  });

  it('logs an expected 4xx (a mistyped address, a refusal) at INFO without a stack, and never forwards it', () => {
    const logger = { error: vi.fn(), info: vi.fn() };
    const monitor = vi.fn();
    const report = createErrorReporter({ logger, isProduction: true, random: () => 0, monitor });
    for (const status of [400, 403, 404, 409, 429]) {
      report(new ApiError({ status, code: 'NOT_FOUND', message: 'No campaign has this id.' }), 'query');
    }
    expect(logger.error).not.toHaveBeenCalled();
    expect(monitor).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledTimes(5);
    expect(logger.info).toHaveBeenCalledWith('No campaign has this id.', {
      context: 'query',
      data: { type: expect.any(String) as unknown, status: 404, code: 'NOT_FOUND' },
    });
    // A server fault stays an ERROR with its stack.
    report(new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong' }), 'query');
    expect(logger.error).toHaveBeenCalledWith('Something went wrong', {
      context: 'query',
      data: expect.objectContaining({ stack: expect.any(String) as unknown }) as unknown,
    });
  });

  it('uses a [monitoring] console message by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createErrorReporter({ logger: { error: vi.fn(), info: vi.fn() }, isProduction: true, random: () => 0 })(
      new Error('Server exploded'),
    );
    expect(warn).toHaveBeenCalledWith('[monitoring]', 'ServerError', 'Server exploded', expect.anything());
  });
});

describe('installGlobalErrorHandlers', () => {
  it('reports uncaught errors and unhandled rejections', () => {
    const report = vi.fn();
    // A stand-in for window: dispatching on the real one would reach the test runner's own handler.
    const target = new EventTarget();
    const detach = installGlobalErrorHandlers(target, report);
    const error = new Error('kaboom');
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'kaboom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'nope' });
    target.dispatchEvent(rejection);
    expect(report).toHaveBeenCalledWith(error, 'window.error');
    expect(report).toHaveBeenCalledWith('nope', 'unhandledrejection');
    detach();
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'kaboom' }));
    expect(report).toHaveBeenCalledTimes(2);
  });
});
