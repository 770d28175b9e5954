import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the load event before running the callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();
    whenIdle(callback);
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('uses requestIdleCallback with the timeout when the browser has it', () => {
    vi.useFakeTimers();
    const requestIdle = vi.fn((run: () => void) => {
      run();
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const callback = vi.fn();
    whenIdle(callback, { timeoutMs: 1234, delayMs: 0 });
    vi.runAllTimers();
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1234 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    const cancel = whenIdle(callback);
    cancel();
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});
