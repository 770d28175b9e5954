import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-gate.js';

const verified = { email: 'ana@example.com', emailVerified: true, role: 'user' };
const unverified = { email: 'ana@example.com', emailVerified: false, role: 'user' };

describe('decideAccess (the access gate, in order)', () => {
  it('lets everyone through public routes, even while loading', () => {
    expect(decideAccess('public', { loading: true, user: null })).toEqual({ kind: 'allow' });
  });
  it('1. shows loading while auth loads', () => {
    expect(decideAccess('admin', { loading: true, user: null })).toEqual({ kind: 'loading' });
  });
  it('2. sends the signed-out to /sign-in', () => {
    expect(decideAccess('signed-in', { loading: false, user: null })).toEqual({ kind: 'redirect', to: '/sign-in' });
  });
  it('3. sends unverified users to /verify-email where verification is required', () => {
    expect(decideAccess('verified', { loading: false, user: unverified })).toEqual({ kind: 'redirect', to: '/verify-email' });
    expect(decideAccess('signed-in', { loading: false, user: unverified })).toEqual({ kind: 'allow' });
  });
  it('3. exempts @gmail.com addresses (any case) and users without an email', () => {
    const gmail = { ...unverified, email: 'Ana@GMAIL.com' };
    expect(decideAccess('verified', { loading: false, user: gmail })).toEqual({ kind: 'allow' });
    expect(decideAccess('verified', { loading: false, user: { ...unverified, email: null } })).toEqual({ kind: 'allow' });
    expect(decideAccess('verified', { loading: false, user: { ...unverified, email: 'a@gmail.com.evil.io' } })).toEqual({
      kind: 'redirect',
      to: '/verify-email',
    });
  });
  it('4. sends non-admins home from admin routes; admin and superadmin pass', () => {
    expect(decideAccess('admin', { loading: false, user: verified })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('admin', { loading: false, user: { ...verified, role: 'admin' } })).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', { loading: false, user: { ...verified, role: 'superadmin' } })).toEqual({ kind: 'allow' });
  });
  it('5. sends an admin without two-factor sign-in to set it up, only where the deployment requires it', () => {
    const admin = { ...verified, role: 'admin' };
    const required = { loading: false, adminTwoFactorRequired: true };
    expect(decideAccess('admin', { ...required, user: admin })).toEqual({ kind: 'two-factor-setup' });
    expect(decideAccess('admin', { ...required, user: { ...admin, role: 'superadmin', twoFactorEnabled: false } })).toEqual({
      kind: 'two-factor-setup',
    });
    expect(decideAccess('admin', { ...required, user: { ...admin, twoFactorEnabled: true } })).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', { loading: false, adminTwoFactorRequired: false, user: admin })).toEqual({ kind: 'allow' });
    // Other pages never ask for it, and a non-admin is still sent home first.
    expect(decideAccess('signed-in', { ...required, user: admin })).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', { ...required, user: verified })).toEqual({ kind: 'redirect', to: '/' });
  });
  it('admin routes do not require verification (the gate checks it only where required)', () => {
    expect(decideAccess('admin', { loading: false, user: { ...unverified, role: 'admin' } })).toEqual({ kind: 'allow' });
  });
});
