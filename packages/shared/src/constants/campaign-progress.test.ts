import { describe, expect, it } from 'vitest';
import { percentOfGoalText } from './campaign-progress.js';

describe('percentOfGoalText', () => {
  it('reads "< 1%" when something was raised but less than one percent of the goal', () => {
    // $10 of $1,500: the server's whole percent is 0.
    expect(percentOfGoalText({ raised: 1_000, percentOfGoal: 0 })).toBe('< 1%');
    expect(percentOfGoalText({ raised: 1, percentOfGoal: 0 })).toBe('< 1%');
  });

  it('reads "0%" with nothing raised, and whole percent from one on (past 100 too)', () => {
    expect(percentOfGoalText({ raised: 0, percentOfGoal: 0 })).toBe('0%');
    expect(percentOfGoalText({ raised: 1_500, percentOfGoal: 1 })).toBe('1%');
    expect(percentOfGoalText({ raised: 125_000, percentOfGoal: 50 })).toBe('50%');
    expect(percentOfGoalText({ raised: 300_000, percentOfGoal: 200 })).toBe('200%');
  });
});
