import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { DraftSaver, type SaverState } from '@/features/campaigns/lib/draft-saver';
import { makeCampaign } from '@/testing/campaign-fixtures';

function setup(campaignId: string | null = null) {
  const create = vi.fn((input: CampaignDraftInput) =>
    Promise.resolve(makeCampaign({ id: 'new1', status: 'draft', title: input.title ?? null })),
  );
  const update = vi.fn((id: string, input: CampaignDraftInput) =>
    Promise.resolve(makeCampaign({ id, status: 'draft', title: input.title ?? null })),
  );
  const states: SaverState[] = [];
  const saver = new DraftSaver({ campaignId, create, update, onChange: (s) => states.push(s), delayMs: 1000 });
  return { saver, create, update, states };
}

describe('DraftSaver (autosave)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a quiet second, creates the draft once, then patches it', async () => {
    const { saver, create, update, states } = setup();
    saver.schedule({ title: 'Sol' });
    saver.schedule({ title: 'Solar' });
    expect(saver.current.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(999);
    expect(create).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ title: 'Solar' });
    expect(saver.current).toMatchObject({ campaignId: 'new1', status: 'saved' });
    expect(states.map((s) => s.status)).toEqual(['pending', 'pending', 'saving', 'saved']);

    saver.schedule({ title: 'Solar lanterns' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(update).toHaveBeenCalledWith('new1', { title: 'Solar lanterns' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('does not send an unchanged draft again', async () => {
    const { saver, update } = setup('c9');
    await saver.saveNow({ title: 'Same' });
    saver.schedule({ title: 'Same' });
    await vi.advanceTimersByTimeAsync(2000);
    await saver.saveNow({ title: 'Same' });
    expect(update).toHaveBeenCalledTimes(1);
    expect(saver.current.status).toBe('saved');
  });

  it('never overlaps saves: the newest waiting input follows the one in flight', async () => {
    const { saver, update } = setup('c9');
    let release!: () => void;
    update.mockImplementationOnce((id) => new Promise((resolve) => (release = () => resolve(makeCampaign({ id })))));
    const first = saver.saveNow({ title: 'One' });
    const second = saver.saveNow({ title: 'Two' });
    const third = saver.saveNow({ title: 'Three' });
    expect(update).toHaveBeenCalledTimes(1);
    release();
    await first;
    expect(await second).toBeNull();
    await third;
    expect(update.mock.calls.map(([, input]) => input.title)).toEqual(['One', 'Three']);
  });

  it('reports a failed save and keeps the input for the next attempt', async () => {
    const { saver, update } = setup('c9');
    update.mockRejectedValueOnce(new Error('offline'));
    await expect(saver.saveNow({ title: 'Draft' })).rejects.toThrow('offline');
    expect(saver.current.status).toBe('error');
    await saver.saveNow({ title: 'Draft' });
    expect(update).toHaveBeenCalledTimes(2);
    expect(saver.current.status).toBe('saved');
  });

  it('never drops a waiting edit: flush sends it at once, and closing the editor sends it too', async () => {
    const { saver, update } = setup('c1');
    saver.schedule({ goal: 200000 });
    expect(saver.hasUnsavedChanges).toBe(true);
    expect(await saver.flush()).toBe(true);
    expect(update).toHaveBeenCalledWith('c1', { goal: 200000 });
    expect(saver.hasUnsavedChanges).toBe(false);

    saver.schedule({ goal: 300000 });
    saver.dispose();
    await vi.runAllTimersAsync();
    expect(update).toHaveBeenLastCalledWith('c1', { goal: 300000 });
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('keeps an edit whose save failed, says so, and sends it again on the next flush', async () => {
    const { saver, update } = setup('c1');
    update.mockRejectedValueOnce(new Error('offline'));
    saver.schedule({ title: 'Kept' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saver.current.status).toBe('error');
    expect(saver.hasUnsavedChanges).toBe(true);
    expect(await saver.flush()).toBe(true);
    expect(update).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenLastCalledWith('c1', { title: 'Kept' });
    expect(saver.current.status).toBe('saved');
  });
});
