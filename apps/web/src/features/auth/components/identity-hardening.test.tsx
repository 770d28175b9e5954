import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { callsTo, makeMe, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  JSON.parse(callsTo(fetchMock, method, path)[0]![1]!.body as string) as Record<string, unknown>;

describe('account settings: sensitive changes need the current password', () => {
  afterEach(() => resetToasts());

  it('changing the email sends the current password along', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'POST /api/auth/change-email': () => jsonResponse(200, { status: true }),
    });
    const user = userEvent.setup();
    renderAppAt('/settings?tab=account');
    await user.type(await screen.findByLabelText('New email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/change-email')).toHaveLength(0);
    await user.type(screen.getByLabelText('Confirm with your current password'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await screen.findByText(/We sent a link to confirm the change to new@example.com/);
    expect(bodyOf(fetchMock, 'POST', '/api/auth/change-email')).toMatchObject({
      newEmail: 'new@example.com',
      password: 'my-secret-1',
    });
  });

  it('a Google-only account is told to sign in with Google again instead of typing a password', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe({ linkedProviders: ['google'] })) });
    renderAppAt('/settings?tab=account');
    await screen.findByLabelText('New email address');
    expect(screen.queryByLabelText('Confirm with your current password')).not.toBeInTheDocument();
    expect(screen.getAllByText(/sign out and in with Google again first/).length).toBeGreaterThan(0);
  });

  it('deleting shows the server’s reason when money is still moving', async () => {
    const reason = 'Your account cannot be deleted yet. Your wallet still holds money: withdraw it first.';
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'POST /api/auth/delete-user': () => jsonResponse(409, { error: { code: 'CONFLICT', message: reason } }),
    });
    const user = userEvent.setup();
    renderAppAt('/settings?tab=account');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Confirm with your password'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect((await screen.findAllByText(reason)).length).toBeGreaterThan(0);
  });
});

describe('the old address’s undo link', () => {
  it('restores the previous address on a click, not on opening the page', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => new Response(null, { status: 204 }),
      'POST /api/auth/undo-email-change': () => jsonResponse(200, { email: 'ana@example.com' }),
    });
    const user = userEvent.setup();
    renderAppAt('/sign-in?undoEmailChange=tok123');
    const button = await screen.findByRole('button', { name: 'Restore my previous address' });
    expect(callsTo(fetchMock, 'POST', '/api/auth/undo-email-change')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address is ana@example.com again');
    expect(bodyOf(fetchMock, 'POST', '/api/auth/undo-email-change')).toEqual({ token: 'tok123' });
  });
});

describe('money needs a verified email', () => {
  it('the wallet’s withdraw form explains it to an unverified @gmail.com user and sends the link', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ email: 'gina@gmail.com', emailVerified: false })),
      'POST /api/auth/send-verification-email': () => jsonResponse(200, { status: true }),
    });
    const user = userEvent.setup();
    renderAppAt('/wallet');
    await screen.findByText(/Verify your email address to withdraw/);
    await user.click(screen.getByRole('button', { name: 'Send verification email' }));
    await screen.findByText('We sent a verification link. Open it, then come back here.');
    expect(bodyOf(fetchMock, 'POST', '/api/auth/send-verification-email')).toMatchObject({ email: 'gina@gmail.com' });
  });
});
