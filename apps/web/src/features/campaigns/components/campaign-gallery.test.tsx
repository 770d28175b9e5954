import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CampaignImage } from '@crowdspark/shared/contracts/campaigns';
import { CampaignGallery } from '@/features/campaigns/components/campaign-gallery';

const image = (n: number): CampaignImage => ({
  id: `i${n}`,
  role: 'gallery',
  position: n,
  url: `/uploads/campaigns/i${n}.webp`,
  variants: {},
});

describe('CampaignGallery', () => {
  it('opens a picture full screen, moves with the arrow keys, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<CampaignGallery images={[image(1), image(2), image(3)]} title="Kettle" />);
    const second = screen.getByRole('button', { name: 'Open picture 2 of 3 full screen' });
    second.focus();
    await user.keyboard('{Enter}');
    // The viewer is a lazy chunk: the first open loads it.
    const dialog = await screen.findByRole('dialog', { name: 'Kettle: picture 2 of 3' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('img', { name: 'Kettle: gallery, 2 of 3' })).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Kettle: picture 3 of 3' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Kettle: picture 1 of 3' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Kettle: picture 3 of 3' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(screen.getByRole('dialog', { name: 'Kettle: picture 2 of 3' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(second).toHaveFocus();
  });

  it('closes with its Close button too', async () => {
    const user = userEvent.setup();
    render(<CampaignGallery images={[image(1)]} title="Kettle" />);
    const only = screen.getByRole('button', { name: 'Open picture 1 of 1 full screen' });
    await user.click(only);
    await screen.findByRole('dialog', { name: 'Kettle: picture 1 of 1' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close gallery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(only).toHaveFocus();
  });
});
