import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { callsTo, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

describe('/verify-email', () => {
  afterEach(() => resetToasts());

  it('shows the address and explains a 429 on resend', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ emailVerified: false })),
      'POST /api/auth/send-verification-email': () =>
        jsonResponse(429, { error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down', identityCode: 'too-many-requests' } }),
    });
    const user = userEvent.setup();
    renderAppAt('/verify-email');
    expect(await screen.findByTestId('verify-email-address')).toHaveTextContent('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    const [, init] = callsTo(fetchMock, 'POST', '/api/auth/send-verification-email')[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'ana@example.com', callbackURL: '/verify-email?verified=1' });
  });

  it('reflects ?verified=1 and loads the session again', async () => {
    const fetchMock = mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe({ emailVerified: true })) });
    renderAppAt('/verify-email?verified=1');
    expect(await screen.findByText('Your email address is verified. Thank you!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Start a campaign' })).toHaveAttribute(
      'href',
      '/start-campaign',
    );
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2));
  });

  it('shows the sentence for an expired link', async () => {
    mockApi({ 'GET /api/me': () => unauthenticated() });
    renderAppAt('/verify-email?error=expired-action-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Request a new one.');
  });
});

describe('/forgot-password', () => {
  it('gives the same answer whether or not the account exists', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'POST /api/auth/request-password-reset': () => jsonResponse(200, { status: true }),
    });
    const user = userEvent.setup();
    renderAppAt('/forgot-password');
    await user.type(await screen.findByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^If an account exists for that address, we’ve sent a link/);
  });

  it('with ?token= asks for a new password and posts it', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'POST /api/auth/reset-password': () => jsonResponse(200, { status: true }),
    });
    const user = userEvent.setup();
    renderAppAt('/forgot-password?token=abc123');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), 'better-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
    const [, init] = callsTo(fetchMock, 'POST', '/api/auth/reset-password')[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ newPassword: 'better-secret', token: 'abc123' });
  });
});
