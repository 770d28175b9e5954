import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PublicCampaignReads } from '../../../src/modules/campaigns/public-reads.js';

/**
 * Which database refills a visitor's kept campaign page: a read replica normally, the primary for
 * the first refill after the campaign's change notice (the replica may not have replayed it yet).
 */
describe('the source of a kept campaign page', () => {
  // No listening and no request: the app is never used by these calls.
  const reads = () => new PublicCampaignReads({} as unknown as FastifyInstance, true);
  const refillSource = async (kept: PublicCampaignReads, id: string) => {
    let source: 'primary' | 'replica' | 'kept' = 'kept';
    await kept.detail(id, (fromPrimary) => {
      source = fromPrimary ? 'primary' : 'replica';
      return Promise.resolve('{}');
    });
    return source;
  };

  it('refills from the replica until a change notice, then once from the primary', async () => {
    const kept = reads();
    expect(await refillSource(kept, 'a')).toBe('replica');
    expect(await refillSource(kept, 'a')).toBe('kept');
    kept.changed('a');
    expect(await refillSource(kept, 'a')).toBe('primary');
    kept.changed('b');
    expect(await refillSource(kept, 'a')).toBe('kept');
    expect(await refillSource(kept, 'b')).toBe('primary');
    kept.changed('a');
    kept.changed('a');
    expect(await refillSource(kept, 'a')).toBe('primary');
    kept.forgetLists();
    kept.changed('a');
    kept.changed('b');
    expect(await refillSource(kept, 'a')).toBe('primary');
    expect(await refillSource(kept, 'c')).toBe('replica');
  });

  it('refills every page from the primary after a change to all campaigns', async () => {
    const kept = reads();
    expect(await refillSource(kept, 'a')).toBe('replica');
    kept.changed('*');
    expect(await refillSource(kept, 'a')).toBe('primary');
    expect(await refillSource(kept, 'never-kept')).toBe('primary');
  });
});
