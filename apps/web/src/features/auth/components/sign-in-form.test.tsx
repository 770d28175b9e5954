import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { callsTo, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

describe('sign-in', () => {
  afterEach(() => resetToasts());

  it('signs in, shows the success toast and returns to the wanted page', async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe()) : unauthenticated()),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return jsonResponse(200, { redirect: false, token: 't' });
      },
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Crowdspark' });
    expect(router.state.location.search).toBe('?redirect=%2Fwallet');

    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully signed in.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    expect(router.state.location.pathname).toBe('/wallet');
    const [, init] = callsTo(fetchMock, 'POST', '/api/auth/sign-in/email')[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'ana@example.com', password: 'secret1', rememberMe: true });
  });

  it('shows "Login failed" with the identity sentence when the server refuses', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(401, {
          error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password', identityCode: 'invalid-credential' },
        }),
    });
    const user = userEvent.setup();
    renderAppAt('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Crowdspark' });
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getAllByText('The email or password is not correct.').length).toBeGreaterThan(0);
  });

  it('falls back to "There was a problem signing you in." on a server failure', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'POST /api/auth/sign-in/email': () => new Response('oops', { status: 500 }),
    });
    const user = userEvent.setup();
    renderAppAt('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Crowdspark' });
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getAllByText('There was a problem signing you in.').length).toBeGreaterThan(0);
  });

  it('explains ?error=account-exists-with-different-credential', async () => {
    mockApi({ 'GET /api/me': () => unauthenticated() });
    renderAppAt('/sign-in?error=account-exists-with-different-credential');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists with a password. Sign in with your password, then link Google in Settings.',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('sign-up', () => {
  afterEach(() => resetToasts());

  it('lists the server’s password rules and ticks them live', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/config': () =>
        jsonResponse(200, {
          gtagId: null,
          environment: 'test',
          googleSignIn: false,
          passwordPolicy: {
            minLength: 8,
            maxLength: null,
            requireLowercase: false,
            requireUppercase: true,
            requireDigit: true,
            requireSymbol: false,
          },
        }),
    });
    const user = userEvent.setup();
    renderAppAt('/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    const rules = await screen.findByRole('list', { name: 'Requirements' });
    await screen.findByText('At least 8 characters');
    const rule = (label: string) => screen.getByText(label).closest('li')!;
    expect(rules.querySelectorAll('li')).toHaveLength(3);
    expect(rule('An uppercase letter')).toHaveAttribute('data-met', 'false');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'Secret');
    expect(rule('An uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('A number')).toHaveAttribute('data-met', 'false');
    expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('Password'), '123');
    expect(rule('A number')).toHaveAttribute('data-met', 'true');
    expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'true');
  });

  it('creates the account with the "Account created" toast, then shows the verification page', async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe({ emailVerified: false })) : unauthenticated()),
      'POST /api/auth/sign-up/email': () => {
        signedIn = true;
        return jsonResponse(200, { token: 't' });
      },
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await user.type(screen.getByLabelText('Display name'), 'Ana Souza');
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(await screen.findByTestId('verify-email-address')).toHaveTextContent('ana@example.com');
    const [, init] = callsTo(fetchMock, 'POST', '/api/auth/sign-up/email')[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'ana@example.com', password: 'secret1', name: 'Ana Souza' });
  });

  it('an answer without a session (the address may be taken) says to check the inbox, not "Account created"', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'POST /api/auth/sign-up/email': () => jsonResponse(200, { token: 'lookalike', user: { id: 'x' } }),
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await user.type(screen.getByLabelText('Display name'), 'Ana');
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const status = await screen.findByRole('status', { name: '' });
    expect(status).toHaveTextContent('Check your inbox to verify your email');
    expect(status).toHaveTextContent('ana@example.com');
    expect(screen.queryByText('Account created')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
  });
});
