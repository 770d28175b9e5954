import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { leaveTo } from '@/lib/leave-to';
import { callsTo, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

vi.mock('@/lib/leave-to', () => ({ leaveTo: vi.fn() }));

const config = (googleSignIn: boolean) => () =>
  jsonResponse(200, { gtagId: null, environment: 'test', googleSignIn, passwordPolicy: { minLength: 6, maxLength: null } });

describe('Google sign-in', () => {
  afterEach(() => {
    resetToasts();
    sessionStorage.clear();
  });

  it('offers "Continue with Google" when configured and leaves for the provider', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/config': config(true),
      'POST /api/auth/sign-in/social': () => jsonResponse(200, { url: 'https://accounts.example/auth?x=1', redirect: false }),
    });
    const user = userEvent.setup();
    renderAppAt('/sign-in?redirect=%2Fwallet');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    const [, init] = callsTo(fetchMock, 'POST', '/api/auth/sign-in/social')[0]!;
    expect(JSON.parse(init!.body as string)).toMatchObject({
      provider: 'google',
      callbackURL: '/wallet',
      errorCallbackURL: '/sign-in',
      newUserCallbackURL: '/wallet',
    });
  });

  it('says "Login successful" with Google once back with a session', async () => {
    sessionStorage.setItem('crowdspark.googleSignIn', '1');
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    renderAppAt('/');
    expect(await screen.findByText('You have been successfully signed in with Google')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
  });

  it('says "Google login failed" when the round trip ends on /sign-in?error=', async () => {
    sessionStorage.setItem('crowdspark.googleSignIn', '1');
    mockApi({ 'GET /api/me': () => unauthenticated() });
    renderAppAt('/sign-in?error=account-exists-with-different-credential');
    expect(await screen.findByText('Google login failed')).toBeInTheDocument();
    expect(getToastState().toasts[0]).toMatchObject({ variant: 'destructive' });
  });
});
