import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { resetToasts } from '@/components/ui/use-toast';
import { callsTo, identityRefusal, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

/** The browser's WebAuthn prompt, as @simplewebauthn/browser returns (or refuses) it. */
const webAuthn = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webAuthn);

const LAZY = { timeout: 10_000 };
const ANSWER = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string): unknown =>
  JSON.parse(callsTo(fetchMock, 'POST', path)[0]![1]!.body as string);

describe('passkeys', () => {
  beforeEach(() => {
    webAuthn.startRegistration.mockReset();
    webAuthn.startAuthentication.mockReset();
  });
  afterEach(() => resetToasts());

  it('signs in with a passkey: the options go to the browser, its answer to the server', async () => {
    let signedIn = false;
    webAuthn.startAuthentication.mockResolvedValue(ANSWER);
    const fetchMock = mockApi({
      'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe()) : unauthenticated()),
      'GET /api/auth/passkey/generate-authenticate-options': () => jsonResponse(200, { challenge: 'abc', rpId: 'localhost' }),
      'POST /api/auth/passkey/verify-authentication': () => {
        signedIn = true;
        return jsonResponse(200, { session: {}, user: {} });
      },
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/sign-in?redirect=%2Fwallet');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(webAuthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rpId: 'localhost' } });
    expect(bodyOf(fetchMock, '/api/auth/passkey/verify-authentication')).toEqual({ response: ANSWER });
  });

  it('says so when the prompt is closed, and shows the server’s sentence for an unknown passkey', async () => {
    webAuthn.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    webAuthn.startAuthentication.mockResolvedValueOnce(ANSWER);
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/auth/passkey/generate-authenticate-options': () => jsonResponse(200, { challenge: 'abc' }),
      'POST /api/auth/passkey/verify-authentication': () => identityRefusal(401, 'passkey-not-recognised'),
    });
    const user = userEvent.setup();
    renderAppAt('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey prompt was closed or timed out');
    expect(callsTo(fetchMock, 'POST', '/api/auth/passkey/verify-authentication')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(IDENTITY_ERROR_MESSAGES['passkey-not-recognised']));
  });

  it('lists, adds a named passkey and removes one in Settings › Security', async () => {
    let passkeys = [
      { id: 'p1', name: 'Old phone', createdAt: '2026-11-01T10:00:00.000Z', deviceType: 'multiDevice', backedUp: true },
    ];
    webAuthn.startRegistration.mockResolvedValue(ANSWER);
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/auth/list-sessions': () => jsonResponse(200, []),
      'GET /api/auth/passkey/list-user-passkeys': () => jsonResponse(200, passkeys),
      'GET /api/auth/passkey/generate-register-options': () => jsonResponse(200, { challenge: 'reg' }),
      'POST /api/auth/passkey/verify-registration': () => {
        passkeys = [...passkeys, { ...passkeys[0]!, id: 'p2', name: 'Work laptop' }];
        return jsonResponse(200, { id: 'p2' });
      },
      'POST /api/auth/passkey/delete-passkey': () => {
        passkeys = passkeys.filter((p) => p.id !== 'p1');
        return jsonResponse(200, { status: true });
      },
    });
    const user = userEvent.setup();
    renderAppAt('/settings?tab=security');
    const list = await screen.findByRole('list', { name: 'Your passkeys' }, LAZY);
    expect(within(list).getByText('Old phone')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Give the passkey a name, such as the device it is on.')).toBeInTheDocument();
    expect(webAuthn.startRegistration).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Passkey name'), ' Work laptop ');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await within(list).findByText('Work laptop')).toBeInTheDocument();
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'reg' } });
    expect(bodyOf(fetchMock, '/api/auth/passkey/verify-registration')).toEqual({ response: ANSWER, name: 'Work laptop' });

    await user.click(screen.getByRole('button', { name: 'Remove passkey Old phone' }));
    await waitFor(() => expect(within(list).queryByText('Old phone')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, '/api/auth/passkey/delete-passkey')).toEqual({ id: 'p1' });
  });
});
