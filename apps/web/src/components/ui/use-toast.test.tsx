import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '@crowdspark/shared/constants/toast';
import { Toaster } from '@/components/ui/toaster';
import { ToastAction } from '@/components/ui/toast';
import { dismissToast, getToastState, resetToasts, toast } from '@/components/ui/use-toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('keeps at most one toast: a new toast replaces the old one', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    const { toasts } = getToastState();
    expect(TOAST.limit).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second.id, title: 'Second', open: true });
  });

  it('gives toasts the default duration of 5000 ms unless told otherwise', () => {
    toast({ title: 'Default' });
    expect(getToastState().toasts[0]?.duration).toBe(5000);
    toast({ title: 'Sticky', duration: Infinity });
    expect(getToastState().toasts[0]?.duration).toBe(Infinity);
  });

  it('closes a dismissed toast at once and removes it from the store after 1,000,000 ms', () => {
    const { id } = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToastState().toasts[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('dismisses through onOpenChange(false), as Radix calls it', () => {
    toast({ title: 'Closing' });
    getToastState().toasts[0]?.onOpenChange(false);
    expect(getToastState().toasts[0]?.open).toBe(false);
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Saving…' });
    handle.update({ title: 'Saved' });
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, title: 'Saved' });
  });
});

describe('<Toaster />', () => {
  beforeEach(() => resetToasts());
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('auto-dismisses after the default duration but never a toast with duration Infinity', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Short-lived' });
    });
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST.defaultDurationMs + 500);
    });
    expect(getToastState().toasts[0]?.open).toBe(false);

    act(() => {
      toast({ title: 'Update Available', duration: Infinity });
    });
    act(() => {
      vi.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(getToastState().toasts[0]).toMatchObject({ title: 'Update Available', open: true });
    expect(screen.getByText('Update Available')).toBeVisible();
  });

  it('renders the destructive variant, the action button and a labelled F8 viewport', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Payment failed',
        description: 'Please try again.',
        variant: 'destructive',
        duration: Infinity,
        action: (
          <ToastAction altText="Retry the payment" onClick={onAction}>
            Retry
          </ToastAction>
        ),
      });
    });
    expect(screen.getByText('Payment failed').closest('li')).toHaveClass('destructive');
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('moves focus to the toast viewport when F8 is pressed', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hello', duration: Infinity });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: /F8/ }).contains(document.activeElement)).toBe(true);
  });
});
