/**
 * Secrets that appear in this repository (development defaults, test, e2e and bench values): the
 * code is public, so in production each is as good as no secret. test/secret-strength.test.ts
 * greps the repository and fails when a secret-looking value is missing here.
 */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  // development defaults (config/auth.ts, config/payments.ts)
  'crowdspark-development-secret-do-not-use-in-production',
  'crowdspark-sandbox-webhook-secret-development',
  // test, e2e and bench values (production-mode runs generate their own at run time)
  'origin-test-secret-0123456789abcdefghij',
  'crash-test-secret-0123456789abcdef-0123',
  'crash-test-sandbox-secret-0123456789abc',
  'a-production-secret-0123456789abcdef',
  'server-process-test-secret-0123456789abcdef',
  'bench-only-secret-bench-only-secret-0123',
  'bench-only-sandbox-webhook-secret-0123',
  'e2e-only-secret-never-used-outside-browser-tests',
  'e2e-only-sandbox-webhook-secret-0123456789',
  'crowdspark-e2e-secret',
  'crowdspark-test-secret-0123456789',
]);

export const MIN_SECRET_LENGTH = 32;
/**
 * Random hex (`openssl rand -hex 32`, the README's advice) has at most 16 distinct characters, and
 * 32 random hex characters show 9 or fewer about once in 10,000 draws (an earlier bar of 10
 * refused such a secret now and then), 7 or fewer almost never; "abcabc…" shows 3.
 */
export const MIN_DISTINCT_CHARACTERS = 8;
/**
 * Bits per character (Shannon): 32 random hex characters measure ~3.5 and fall under 3 about once
 * in 10,000 draws, under 2.5 not once in 2,000,000; base64 more; "abcabc…" 1.6, a long run of one
 * character with a few others ~1.1.
 */
export const MIN_ENTROPY_BITS_PER_CHAR = 2.5;

function entropyPerCharacter(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const length = [...value].length;
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Why a secret must not be used in production, or null when it is fit. Never includes the value
 * (start-up errors end up in logs).
 */
export function secretWeakness(value: string, { checkStrength = true } = {}): string | null {
  if (PUBLISHED_SECRETS.has(value)) return 'is a value published in the Crowdspark repository; generate a new random one';
  if (!checkStrength) return null;
  if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS || entropyPerCharacter(value) < MIN_ENTROPY_BITS_PER_CHAR)
    return 'has too little randomness (repeated or patterned characters)';
  return null;
}
