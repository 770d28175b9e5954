import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { UPDATE_PROMPT } from '@/features/updates/lib/update-texts';

const started = vi.hoisted(() => ({ onUpdateAvailable: undefined as ((apply: () => void) => void) | undefined }));

vi.mock('@/features/updates/lib/service-worker-updates', () => ({
  startServiceWorkerUpdates: vi.fn((options: { onUpdateAvailable: (apply: () => void) => void }) => {
    started.onUpdateAvailable = options.onUpdateAvailable;
    return Promise.resolve({ registration: {}, stop: vi.fn() });
  }),
}));

describe('<UpdatePrompt />', () => {
  afterEach(() => {
    resetToasts();
    vi.unstubAllEnvs();
  });

  it('shows the exact "Update Available" toast with an Update button that applies the update', async () => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    const { UpdatePrompt } = await import('@/features/updates/components/update-prompt');
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <UpdatePrompt />
      </>,
    );
    await vi.waitFor(() => expect(started.onUpdateAvailable).toBeDefined());
    const applyUpdate = vi.fn();
    act(() => started.onUpdateAvailable?.(applyUpdate));

    expect(UPDATE_PROMPT.title).toBe('Update Available');
    expect(screen.getByText('Update Available')).toBeInTheDocument();
    expect(
      screen.getByText('A new version of the app is available. Update now for the latest features and improvements.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });
});
