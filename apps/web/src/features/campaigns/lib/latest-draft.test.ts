import { describe, expect, it } from 'vitest';
import { latestDraft } from '@/features/campaigns/lib/latest-draft';
import { makeListItem } from '@/testing/campaign-fixtures';

describe('latestDraft', () => {
  it('picks the draft saved most recently, never a launched campaign', () => {
    const items = [
      makeListItem({ id: 'live', status: 'live', updatedAt: '2026-11-20T00:00:00.000Z' }),
      makeListItem({ id: 'older', status: 'draft', updatedAt: '2026-11-02T00:00:00.000Z' }),
      makeListItem({ id: 'newer', status: 'draft', updatedAt: '2026-11-05T00:00:00.000Z' }),
      makeListItem({ id: 'created-last', status: 'draft', updatedAt: '2026-11-03T00:00:00.000Z' }),
    ];
    expect(latestDraft(items)?.id).toBe('newer');
  });

  it('is null without drafts', () => {
    expect(latestDraft([makeListItem({ status: 'successful' })])).toBeNull();
  });
});
