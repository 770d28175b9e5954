import { describe, expect, it } from 'vitest';
import { clientConfigQueryKey } from '@/lib/client-config';
import { authKeys, outlivesSignOut } from '@/features/auth/api/keys';

describe('auth query keys', () => {
  it('keeps the session and the public settings across a sign-out, and nothing that belongs to the user', () => {
    expect(outlivesSignOut(authKeys.session())).toBe(true);
    expect(outlivesSignOut(authKeys.sessions())).toBe(true);
    expect(outlivesSignOut(clientConfigQueryKey)).toBe(true);
    expect(outlivesSignOut(['wallet', 'balances'])).toBe(false);
    expect(outlivesSignOut(['pledges', 'mine', 'c1'])).toBe(false);
    expect(outlivesSignOut(['campaigns', 'mine'])).toBe(false);
  });
});
