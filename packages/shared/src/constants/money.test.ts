import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatSignedMinorUnits, minorUnitsAsDecimal } from './money.js';

describe('money text', () => {
  it('writes amounts with grouping for people and without it for CSV files', () => {
    expect(formatMinorUnits(123456)).toBe('1,234.56');
    expect(formatSignedMinorUnits(123456)).toBe('+1,234.56');
    expect(formatSignedMinorUnits(-500)).toBe('-5.00');
    expect(formatSignedMinorUnits(0)).toBe('0.00');
    expect(minorUnitsAsDecimal(-123456)).toBe('-1234.56');
    expect(minorUnitsAsDecimal(7)).toBe('0.07');
    expect(minorUnitsAsDecimal(100_000_000_00)).toBe('100000000.00');
  });
});
