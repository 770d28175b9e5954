import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load-config.js';
import { ConfigError } from '../src/config/env-values.js';
import { DEV_AUTH_SECRET } from '../src/config/auth.js';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '../src/config/payments.js';
import { PUBLISHED_SECRETS, secretWeakness } from '../src/secret-strength.js';
import { strongSecret } from './helpers/strong-secret.js';

const PRODUCTION = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
}

describe('production secrets', () => {
  it.each([
    ['the development auth secret', 'BETTER_AUTH_SECRET', DEV_AUTH_SECRET, 'published in the Crowdspark repository'],
    ['the development secret as AUTH_SECRET', 'AUTH_SECRET', DEV_AUTH_SECRET, 'published in the Crowdspark repository'],
    ['the development sandbox secret', 'SANDBOX_WEBHOOK_SECRET', DEV_SANDBOX_WEBHOOK_SECRET, 'published'],
    ['a short secret', 'SANDBOX_WEBHOOK_SECRET', 'Zx9-q'.repeat(6), 'at least 32 characters'],
    ['one repeated character', 'BETTER_AUTH_SECRET', 'a'.repeat(48), 'too little randomness'],
    ['a repeated pattern', 'BETTER_AUTH_SECRET', 'abc'.repeat(16), 'too little randomness'],
    ['a lopsided one', 'BETTER_AUTH_SECRET', `${'a'.repeat(60)}bcdefghijklmnop`, 'too little randomness'],
    ['a published e2e Google secret', 'GOOGLE_CLIENT_SECRET', 'crowdspark-e2e-secret', 'published'],
  ])('refuses %s, naming the variable and never the value', (_label, name, value, why) => {
    const env: Record<string, string> = { ...PRODUCTION, BETTER_AUTH_SECRET: strongSecret(), [name]: value };
    if (name === 'GOOGLE_CLIENT_SECRET') env.GOOGLE_CLIENT_ID = 'client-id';
    const problems = problemsOf(env);
    const problem = problems.find((p) => p.startsWith(`${name}:`));
    expect(problem).toContain(why);
    expect(problems.join('\n')).not.toContain(value);
  });

  it('accepts random 32+ character secrets (hex and base64) and leaves development alone', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(secretWeakness(strongSecret())).toBeNull();
      expect(secretWeakness(strongSecret().slice(0, 32))).toBeNull();
      expect(secretWeakness(Buffer.from(strongSecret(), 'hex').toString('base64'))).toBeNull();
    }
    const config = loadConfig({ ...PRODUCTION, BETTER_AUTH_SECRET: strongSecret(), SANDBOX_WEBHOOK_SECRET: strongSecret() });
    expect(config.auth.secretIsDevDefault).toBe(false);
    expect(loadConfig({ BETTER_AUTH_SECRET: DEV_AUTH_SECRET }).auth.secret).toBe(DEV_AUTH_SECRET);
  });

  it('lists every secret-looking value written in the repository', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js|json|ya?ml|conf|env|example|sh)$|(^|\/)(Dockerfile|\.env[^/]*)$/.test(f))
      .filter((f) => f !== 'package-lock.json');
    // NAME_SECRET: 'value' / NAME_SECRET=value / const X_SECRET = 'value' (at least 12 characters).
    const assignment = /\b[A-Z_]*SECRET[A-Z_]*\b["']?\s*[:=]\s*["']([^"'\s]{12,})["']|\b[A-Z_]*SECRET[A-Z_]*=([^\s"'$]{12,})/g;
    const found = new Set<string>();
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue;
      }
      for (const match of text.matchAll(assignment)) found.add(match[1] ?? match[2] ?? '');
    }
    expect(found.size).toBeGreaterThan(2);
    const missing = [...found].filter((value) => !PUBLISHED_SECRETS.has(value) && secretWeakness(value) === null);
    expect(missing).toEqual([]);
  });
});
