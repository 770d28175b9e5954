import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { resetToasts } from '@/components/ui/use-toast';
import { callsTo, identityRefusal, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

/** Lazy chunks (settings, the QR library): allow for a busy machine loading them. */
const LAZY = { timeout: 10_000 };
const TOTP_URI = 'otpauth://totp/Crowdspark:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Crowdspark';
const CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string, index = 0): unknown =>
  JSON.parse(callsTo(fetchMock, 'POST', path)[index]![1]!.body as string);

async function submitPassword(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Sign in to Crowdspark' });
  await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in with two-factor sign-in on', () => {
  afterEach(() => resetToasts());

  it('asks for the authenticator code after the password, then signs in', async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe({ twoFactorEnabled: true })) : unauthenticated()),
      'POST /api/auth/sign-in/email': () => jsonResponse(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-totp': () => {
        signedIn = true;
        return jsonResponse(200, { token: 't' });
      },
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/sign-in?redirect=%2Fwallet');
    await submitPassword(user);

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByText(IDENTITY_ERROR_MESSAGES['multi-factor-auth-required'])).toBeInTheDocument();
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code your authenticator app shows.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/two-factor/verify-totp')).toHaveLength(0);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(bodyOf(fetchMock, '/api/auth/two-factor/verify-totp')).toEqual({ code: '123456' });
  });

  it('"Use a recovery code" sends it to the recovery endpoint; a used one is refused with its sentence', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'POST /api/auth/sign-in/email': () => jsonResponse(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-backup-code': () => identityRefusal(401, 'invalid-recovery-code'),
    });
    const user = userEvent.setup();
    renderAppAt('/sign-in');
    await submitPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'aaaaa-11111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getAllByText(IDENTITY_ERROR_MESSAGES['invalid-recovery-code']).length).toBeGreaterThan(0);
    expect(bodyOf(fetchMock, '/api/auth/two-factor/verify-backup-code')).toEqual({ code: 'aaaaa-11111' });
    // Back to the app's code, and back to the password.
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('an expired second step goes back to the password with the reason', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'POST /api/auth/sign-in/email': () => jsonResponse(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-totp': () => identityRefusal(401, 'two-factor-step-expired'),
    });
    const user = userEvent.setup();
    renderAppAt('/sign-in');
    await submitPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getAllByText(IDENTITY_ERROR_MESSAGES['two-factor-step-expired']).length).toBeGreaterThan(0);
  });
});

describe('Settings, Security: two-factor sign-in', () => {
  afterEach(() => {
    resetToasts();
    vi.unstubAllGlobals();
  });

  it('sets up: password, QR code and setup key, a first code, then the recovery codes once with a download', async () => {
    let enabled = false;
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ twoFactorEnabled: enabled })),
      'POST /api/auth/two-factor/enable': () => jsonResponse(200, { totpURI: TOTP_URI, backupCodes: CODES }),
      'POST /api/auth/two-factor/verify-totp': () => {
        enabled = true;
        return jsonResponse(200, { token: 't' });
      },
    });
    const createObjectURL = vi.fn(() => 'blob:codes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderAppAt('/settings?tab=security');
    const panel = await screen.findByRole('tabpanel', { name: 'Security' }, LAZY);
    await user.click(await within(panel).findByRole('button', { name: 'Set up two-factor sign-in' }, LAZY));
    await user.type(screen.getByLabelText('Confirm with your current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }, LAZY)).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/) as unknown,
    );
    expect(screen.getByLabelText('Setup key')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'Download recovery codes' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock, '/api/auth/two-factor/enable')).toEqual({ password: 'secret1' });
    expect(bodyOf(fetchMock, '/api/auth/two-factor/verify-totp')).toEqual({ code: '654321' });

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByRole('button', { name: 'Turn off two-factor' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turning it off asks for the password and a code and shows a wrong code under the code field', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ twoFactorEnabled: true })),
      'POST /api/auth/two-factor/disable': () => identityRefusal(400, 'invalid-two-factor-code'),
    });
    const user = userEvent.setup();
    renderAppAt('/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor' }, LAZY));
    const form = screen.getByRole('form', { name: 'Turn off two-factor' });
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(within(form).getByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/two-factor/disable')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Current password'), 'secret1');
    await user.type(within(form).getByLabelText('Two-factor code'), '111 222');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    const codeField = within(form).getByLabelText('Two-factor code');
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(/That code is not correct\./));
    expect(bodyOf(fetchMock, '/api/auth/two-factor/disable')).toEqual({ password: 'secret1', twoFactorCode: '111222' });
  });

  it('new recovery codes need the password and are shown once', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ twoFactorEnabled: true })),
      'POST /api/auth/two-factor/generate-backup-codes': () => jsonResponse(200, { status: true, backupCodes: CODES }),
    });
    const user = userEvent.setup();
    renderAppAt('/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Regenerate recovery codes' }, LAZY));
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create new recovery codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(bodyOf(fetchMock, '/api/auth/two-factor/generate-backup-codes')).toEqual({ password: 'secret1' });
  });

  it('the password form asks for the code with two-factor sign-in on and sends it', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ twoFactorEnabled: true })),
      'POST /api/auth/change-password': () => jsonResponse(200, { token: null }),
    });
    const user = userEvent.setup();
    renderAppAt('/settings?tab=account');
    await user.type(await screen.findByLabelText('Current password', {}, LAZY), 'secret1');
    await user.type(screen.getByLabelText('New password'), 'another-secret-2');
    await user.type(screen.getAllByLabelText('Two-factor code')[1]!, '123456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Password changed');
    expect(bodyOf(fetchMock, '/api/auth/change-password')).toEqual({
      currentPassword: 'secret1',
      newPassword: 'another-secret-2',
      twoFactorCode: '123456',
      revokeOtherSessions: true,
    });
  });
});
