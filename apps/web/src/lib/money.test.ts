import { describe, expect, it } from 'vitest';
import { formatMoney, newIdempotencyKey, parseMoneyInput, toMoneyInput } from '@/lib/money';

describe('money on the web', () => {
  it('parses typed amounts exactly into minor units', () => {
    expect(parseMoneyInput('12')).toBe(1200);
    expect(parseMoneyInput('12.5')).toBe(1250);
    expect(parseMoneyInput(' 1,234.56 ')).toBe(123_456);
    expect(parseMoneyInput('0.29')).toBe(29);
    expect(parseMoneyInput('7.')).toBe(700);
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', '12.3.4']) expect(parseMoneyInput(bad), bad).toBeNull();
  });

  it('formats and round-trips amounts', () => {
    expect(formatMoney(123_450, 'USD')).toMatch(/1,?234\.50|1\s?234,50/);
    expect(toMoneyInput(1205)).toBe('12.05');
    expect(parseMoneyInput(toMoneyInput(99_999))).toBe(99_999);
  });

  it('makes a new idempotency key per action', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
