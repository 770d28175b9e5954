import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { TeamPanel } from '@/features/collaborators/components/team-panel';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const person = (id: string, displayName: string) => ({ id, username: id, displayName });

describe('<TeamPanel />', () => {
  afterEach(() => resetToasts());

  it('invites by username, shows the server’s reason when refused, and revokes after confirming', async () => {
    let invites: { id: string; invitee: ReturnType<typeof person> | null; email: string | null }[] = [];
    const team = () => ({
      campaignId: 'c1',
      owner: person('maya', 'Maya'),
      collaborators: [],
      invites: invites.map((i) => ({
        ...i,
        status: 'pending',
        createdAt: '2026-11-01T00:00:00.000Z',
        expiresAt: '2026-11-15T00:00:00.000Z',
      })),
      viewerRole: 'owner',
    });
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/team': () => jsonResponse(200, team()),
      'POST /api/campaigns/c1/invites': (init) => {
        const { invitee } = JSON.parse(init?.body as string) as { invitee: string };
        if (invitee === 'maya')
          return jsonResponse(400, {
            error: { code: 'BAD_REQUEST', message: 'You cannot invite yourself: you already own this campaign.' },
          });
        invites = [{ id: 'i1', invitee: person(invitee, 'Ben'), email: null }];
        return jsonResponse(201, { ...team().invites[0] });
      },
      'DELETE /api/campaigns/c1/invites/i1': () => {
        invites = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TeamPanel campaignId="c1" campaignTitle="Darkroom" />);
    const field = await screen.findByLabelText('Username or e-mail');
    expect(screen.getByText('No collaborators yet.')).toBeInTheDocument();

    await user.type(field, 'maya');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('You cannot invite yourself: you already own this campaign.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'ben');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const list = await screen.findByRole('list', { name: 'Collaborators and invites' });
    expect(within(list).getByText('@ben')).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Revoke invite to @ben' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke invite' }));
    await waitFor(() => expect(screen.queryByText('@ben')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/campaigns/c1/invites/i1')).toHaveLength(1);
  });

  it('shows a collaborator the team without the owner’s controls', async () => {
    mockApi({
      'GET /api/campaigns/c1/team': () =>
        jsonResponse(200, {
          campaignId: 'c1',
          owner: person('maya', 'Maya'),
          collaborators: [{ user: person('ben', 'Ben'), since: '2026-11-01T00:00:00.000Z' }],
          invites: [],
          viewerRole: 'collaborator',
        }),
    });
    renderWithProviders(<TeamPanel campaignId="c1" campaignTitle="Darkroom" />);
    expect(await screen.findByText('Ben')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username or e-mail')).not.toBeInTheDocument();
  });
});
