import { describe, expect, it } from 'vitest';
import { valueAxis } from '@/features/stats/lib/value-axis';

describe('the value axis of a stats chart', () => {
  it('labels counts with whole numbers only, never the same twice', () => {
    expect(valueAxis(1, 1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis(0, 1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis(3, 1).ticks.every(Number.isInteger)).toBe(true);
    for (const max of [1, 2, 3, 5, 7, 9, 11, 99, 1234]) {
      const { top, ticks } = valueAxis(max, 1);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBe(top);
    }
  });

  it('labels money in cents with whole currency units', () => {
    const { top, ticks } = valueAxis(250, 100);
    expect(top).toBeGreaterThanOrEqual(250);
    expect(ticks.every((tick) => tick % 100 === 0)).toBe(true);
    expect(valueAxis(40, 100)).toEqual({ top: 100, ticks: [0, 100] });
  });
});
