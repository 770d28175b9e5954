import { describe, expect, it } from 'vitest';
import { feeLine } from '@/features/campaigns/lib/fee-line';

describe('feeLine', () => {
  it('says the all-or-nothing fee is charged only when the goal is reached', () => {
    const text = feeLine('all_or_nothing', 5, 1_000_000, 'USD');
    expect(text).toContain('only if you reach your goal');
    expect(text).toContain('$500.00');
    expect(text).toContain('$9,500.00');
  });

  it('never promises keep-it-all creators a fee "only if you reach your goal"', () => {
    const text = feeLine('keep_it_all', 5, 1_000_000, 'USD');
    expect(text).not.toMatch(/only if/i);
    expect(text).toContain('whatever the total');
    expect(text).toContain('If you raise $10,000.00, the fee is $500.00 and you receive $9,500.00.');
  });

  it('asks for a funding model before saying when the fee is taken', () => {
    const text = feeLine('', 5, null, 'USD');
    expect(text).not.toMatch(/only if/i);
    expect(text).toContain('Choose a funding model');
  });
});
