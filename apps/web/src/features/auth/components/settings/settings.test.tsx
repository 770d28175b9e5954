import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { callsTo, makeMe, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

/** /settings is a lazy chunk: allow for a busy machine loading it. */
const LAZY_ROUTE = { timeout: 10_000 };

describe('/settings', () => {
  afterEach(() => resetToasts());

  it('shows the server’s 409 username error on the field', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'PATCH /api/me/profile': () =>
        jsonResponse(409, {
          error: {
            code: 'CONFLICT',
            message: 'That username is taken.',
            fields: { username: 'That username is already taken.' },
          },
        }),
    });
    const user = userEvent.setup();
    renderAppAt('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LAZY_ROUTE);
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'bruno');
    await user.click(screen.getByRole('checkbox', { name: 'Games' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await screen.findByText('Profile not saved');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(/That username is already taken\./);
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/me/profile')[0]!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ username: 'bruno', displayName: 'Ana Souza', interests: ['games'] });
  });

  it('checks the profile with the shared schema before sending', async () => {
    const fetchMock = mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const user = userEvent.setup();
    renderAppAt('/settings');
    const website = await screen.findByLabelText('Website', {}, LAZY_ROUTE);
    await user.type(website, 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Website must start with http:// or https://');
    expect(callsTo(fetchMock, 'PATCH', '/api/me/profile')).toHaveLength(0);
  });

  it('saves notification preferences with a toast', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'PUT /api/me/preferences': (init) => jsonResponse(200, JSON.parse(init!.body as string)),
    });
    const user = userEvent.setup();
    renderAppAt('/settings?tab=notifications');
    const panel = await screen.findByRole('tabpanel', { name: 'Notifications' }, LAZY_ROUTE);
    // The panel's code loads when the tab opens.
    await user.click(await within(panel).findByRole('checkbox', { name: 'New messages: in the app' }, LAZY_ROUTE));
    await user.click(within(panel).getByRole('checkbox', { name: 'Someone follows you: by e-mail' }));
    await user.selectOptions(within(panel).getByLabelText('Notification e-mails arrive as'), 'instant');
    await user.click(within(panel).getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PUT', '/api/me/preferences')[0]!;
    const body = JSON.parse(init!.body as string) as {
      notifications: { inApp: Record<string, boolean>; email: Record<string, boolean>; emailDigest: string };
    };
    expect(body.notifications.inApp.messages).toBe(false);
    expect(body.notifications.email.newFollower).toBe(false);
    expect(body.notifications.email.messages).toBe(true);
    expect(body.notifications.emailDigest).toBe('instant');
  });
});

describe('/settings account tab', () => {
  afterEach(() => resetToasts());

  it('lists sessions, signs out other devices, and offers Link Google when configured', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/config': () =>
        jsonResponse(200, { gtagId: null, environment: 'test', googleSignIn: true, passwordPolicy: { minLength: 6 } }),
      'GET /api/auth/list-sessions': () =>
        jsonResponse(200, [
          {
            id: 's1',
            token: 't1',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
            ipAddress: '203.0.113.5',
            createdAt: '2026-11-20T10:00:00Z',
            updatedAt: '2026-11-22T09:00:00Z',
            expiresAt: '2026-11-29T10:00:00Z',
          },
          {
            id: 's2',
            token: 't2',
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1',
            ipAddress: '198.51.100.7',
            createdAt: '2026-11-21T10:00:00Z',
            updatedAt: '2026-11-21T12:00:00Z',
            expiresAt: '2026-11-28T10:00:00Z',
          },
        ]),
      'POST /api/auth/revoke-other-sessions': () => jsonResponse(200, { status: true }),
    });
    const user = userEvent.setup();
    renderAppAt('/settings?tab=account');
    const list = await screen.findByRole('list', { name: 'Signed-in devices' }, LAZY_ROUTE);
    expect(within(list).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Sign out this device' })).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Link Google' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('Other devices signed out')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/revoke-other-sessions')).toHaveLength(1);
  });

  it('asks for the password in a confirm step before deleting the account', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'POST /api/auth/delete-user': () => jsonResponse(200, { success: true }),
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/settings?tab=account');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }, LAZY_ROUTE));
    await user.type(screen.getByLabelText('Confirm with your password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', '/api/auth/delete-user')[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ password: 'secret1' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/settings tabs', () => {
  afterEach(() => resetToasts());

  it('loads each panel when its tab opens, keeps the tab in the URL and moves between tabs with the arrow keys', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const user = userEvent.setup();
    const { router } = renderAppAt('/settings?tab=notifications');
    const notificationsTab = await screen.findByRole('tab', { name: 'Notifications' }, LAZY_ROUTE);
    expect(notificationsTab).toHaveAttribute('aria-selected', 'true');
    // Saved campaigns have a page of their own (/saved), no longer a tab here.
    expect(screen.queryByRole('tab', { name: 'Saved' })).not.toBeInTheDocument();

    // Radix tabs: arrow keys move (and activate) along the list; the URL follows.
    await user.click(notificationsTab);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Privacy' })).toHaveFocus();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?tab=privacy'));
    const privacy = await screen.findByRole('tabpanel', { name: 'Privacy' });
    expect(
      await within(privacy).findByRole('checkbox', { name: 'Show the campaigns I back on my public profile' }, LAZY_ROUTE),
    ).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('Username', {}, LAZY_ROUTE)).toBeInTheDocument();
  });
});
