import { describe, expect, it, vi } from 'vitest';
import { measure, withTiming } from '@/lib/measure';

function clock(...readings: number[]) {
  return vi.fn(() => readings.shift() ?? 0);
}

describe('measure', () => {
  it('logs a WARN entry for functions slower than 100 ms', () => {
    const log = { warn: vi.fn() };
    expect(measure('render feed', () => 'done', log, clock(0, 150))).toBe('done');
    expect(log.warn).toHaveBeenCalledWith('Slow function: render feed', {
      context: 'performance',
      data: { name: 'render feed', durationMs: 150 },
    });
  });

  it('stays silent for fast functions (100 ms is not slow)', () => {
    const log = { warn: vi.fn() };
    measure('quick', () => 1, log, clock(0, 100));
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('measures async functions when their promise settles', async () => {
    const log = { warn: vi.fn() };
    await expect(measure('load', () => Promise.resolve(7), log, clock(0, 250))).resolves.toBe(7);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('withTiming wraps a function and passes arguments through', () => {
    const log = { warn: vi.fn() };
    const add = withTiming('add', (a: number, b: number) => a + b, log);
    expect(add(2, 3)).toBe(5);
  });
});
