/**
 * Amounts are integers in minor units. SQL keeps them as bigint; node-postgres hands int8 back as
 * a string so nothing is rounded on the way. In TypeScript they are `number`, accepted only when
 * Number.isSafeInteger holds (exact up to 2^53 - 1, about 90 trillion dollars in cents); anything
 * else is a bug or corrupted data, and fails loudly rather than being rounded.
 */
export function toMinorUnits(value: string | number | bigint): number {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount ${String(value)} is not a safe integer of minor units`);
  return amount;
}

/** Sums exactly (as bigint), so a check on many entries cannot be fooled by rounding. */
export function sumMinorUnits(amounts: readonly number[]): bigint {
  return amounts.reduce((total, amount) => total + BigInt(amount), 0n);
}
