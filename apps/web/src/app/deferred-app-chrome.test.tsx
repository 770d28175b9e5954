import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast } from '@/components/ui/use-toast';
import { DeferredAppChrome } from '@/app/deferred-app-chrome';

describe('DeferredAppChrome', () => {
  afterEach(() => resetToasts());

  it('leaves the toast viewport out of the first render, then loads it once the page is idle', async () => {
    // Only setTimeout is faked: the 3 s wait after load passes at once, the import stays real.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<DeferredAppChrome />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => {
      // The wait ends; then jsdom, which has no requestIdleCallback, gets the 1 ms timeout in its place.
      vi.advanceTimersByTime(1);
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    // The first import of the toast code can be slow on a busy machine.
    expect(await screen.findByRole('region', { name: /Notifications/ }, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);

  it('shows a toast raised before the page is idle', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<DeferredAppChrome />);
    act(() => {
      toast({ title: 'Your session has ended.' });
    });
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
  });
});
