import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../../src/modules/identity/account-limits.js';
import { PASSWORD, client, signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const MAX = ACCOUNT_LIMITS['sign-in-failure'].max;

describe('per-account sign-in limit under concurrency', () => {
  const test = useTestApp();
  const attempt = (email: string, password: string) =>
    client(test.app).request('POST', '/api/auth/sign-in/email', { email, password });
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it(`30 at once, 29 wrong and 1 right: at most ${MAX} passwords are checked`, async () => {
    const { email } = await signUp(test.app);
    const passwords = [...Array.from({ length: 29 }, (_, i) => `wrong-guess-${i}`), PASSWORD];
    const statuses = (await Promise.all(passwords.map((p) => attempt(email, p)))).map((r) => r.statusCode);
    const right = statuses.at(-1);
    // A password was checked exactly when the answer is 401 (wrong) or 200 (right); 429 was refused before.
    const checked = count(statuses, 401) + count(statuses, 200);
    expect(checked, `statuses: ${statuses.join(',')}`).toBeLessThanOrEqual(MAX);
    expect(count(statuses, 429)).toBe(30 - checked);
    expect([200, 429]).toContain(right);
    // Once five wrong ones were checked, even the right password is refused for the window.
    const after = await attempt(email, PASSWORD);
    expect(after.statusCode).toBe(count(statuses, 401) >= MAX ? 429 : 200);
  });

  it(`100 wrong at once: at most ${MAX} checked, then the right password is refused too`, async () => {
    const { email } = await signUp(test.app);
    const statuses = (await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(email, `wrong-${i}-password`)))).map(
      (r) => r.statusCode,
    );
    expect(count(statuses, 401)).toBe(MAX);
    expect(count(statuses, 429)).toBe(100 - MAX);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
  });

  it('a right password gives its reserved attempt back; earlier failures stay counted', async () => {
    const { email } = await signUp(test.app);
    for (let i = 0; i < MAX - 1; i += 1) expect((await attempt(email, `wrong-${i}-password`)).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    expect((await attempt(email, 'one-more-wrong')).statusCode).toBe(401);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
  });
});
