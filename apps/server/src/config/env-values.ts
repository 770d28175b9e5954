import { z } from 'zod';
import { secretWeakness } from '../secret-strength.js';

/** The process environment, or a test's stand-in for it. */
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid configuration; fix these environment variables and start again:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/*
 * The value shapes the sections' variables share. Each refusal is a sentence saying what was
 * expected, so the start-up message tells the operator how to fix it.
 */

const BOOLEAN_WORDS = new Map<string, boolean>([
  ['true', true],
  ['1', true],
  ['yes', true],
  ['false', false],
  ['0', false],
  ['no', false],
]);
const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function integer(min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, { error: `expected a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `expected a whole number from ${min} to ${max}` });
}

/** A percentage with up to two decimals; `example` is the value the message suggests. */
export function percentage(example: string) {
  return z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: `expected a percentage from 0 to 99.99, e.g. ${example} or 2.5` })
    .transform(Number);
}

/** A secret we sign with: long enough to be unguessable (strength is checked in production). */
export function signingSecret(minLength: number) {
  return z.string().min(minLength, { error: `expected at least ${minLength} characters` });
}

export const booleanFlag = z
  .string()
  .transform((raw) => BOOLEAN_WORDS.get(raw.toLowerCase()))
  .refine((v) => v !== undefined, { error: 'expected true or false (also accepted: 1/0, yes/no)' })
  .transform((v) => v === true);

export const duration = z
  .string()
  .transform((raw) => {
    const match = /^(\d+)\s*(ms|s|m|h)?$/.exec(raw.toLowerCase());
    return match ? Number(match[1]) * (DURATION_UNITS_MS[match[2] ?? 'ms'] ?? 1) : Number.NaN;
  })
  .refine((ms) => Number.isFinite(ms) && ms > 0, {
    error: 'expected a positive duration: milliseconds, or a number with ms, s, m or h (e.g. 60000 or 1m)',
  });

export const httpUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol), {
    error: 'expected an absolute http:// or https:// URL',
  })
  .transform((raw) => raw.replace(/\/+$/, ''));

/**
 * The code is public: a secret from it, or a guessable one, signs nothing safely in production.
 * `checkStrength` is false for secrets issued by someone else: only a value published here is refused.
 */
export function weakSecretProblems(
  secrets: readonly (readonly [name: string, value: string | undefined, checkStrength: boolean])[],
): string[] {
  return secrets.flatMap(([name, value, checkStrength]) => {
    const weakness = value === undefined ? null : secretWeakness(value, { checkStrength });
    return weakness ? [`${name}: ${weakness} (refused in production)`] : [];
  });
}
