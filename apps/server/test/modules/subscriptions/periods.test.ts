import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/calendar-months.js';
import { periodEnd, unusedCredit } from '../../../src/modules/subscriptions/periods.js';

describe('subscription periods and proration (decision 0033)', () => {
  it('adds calendar months in UTC, clamped to the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 2).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(periodEnd('pro-yearly', new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(periodEnd('pro-monthly', new Date('2026-03-10T00:00:00Z')).toISOString()).toBe('2026-04-10T00:00:00.000Z');
  });

  it('credits the unused part of a period, rounded down, never more than paid nor below zero', () => {
    const period = { start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') };
    expect(unusedCredit(900, period, new Date('2026-04-11T00:00:00Z'))).toBe(600);
    expect(unusedCredit(1000, period, new Date('2026-04-11T00:00:00Z'))).toBe(666);
    expect(unusedCredit(900, period, new Date('2026-03-01T00:00:00Z'))).toBe(900);
    expect(unusedCredit(900, period, new Date('2026-05-02T00:00:00Z'))).toBe(0);
    expect(unusedCredit(0, period, new Date('2026-04-11T00:00:00Z'))).toBe(0);
  });
});
