import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CampaignEditorForm } from '@/features/campaigns/components/campaign-editor/campaign-editor-form';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { makeCampaign } from '@/testing/campaign-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

describe('<CampaignEditorForm />', () => {
  it('shows the shared schema’s message on a field, autosaves only valid fields and reports the new draft', async () => {
    const fetchMock = mockApi({
      'PATCH /api/campaigns/d1': (init) => {
        const body = JSON.parse(init?.body as string) as { blurb?: string };
        return jsonResponse(200, makeCampaign({ id: 'd1', status: 'draft', title: null, blurb: body.blurb ?? null }));
      },
      'POST /api/campaigns': (init) => {
        const body = JSON.parse(init?.body as string) as { blurb?: string };
        return jsonResponse(201, makeCampaign({ id: 'd1', status: 'draft', title: null, blurb: body.blurb ?? null }));
      },
    });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <CampaignEditorForm initial={null} onCreated={onCreated} onLaunched={vi.fn()} autosaveDelayMs={50} />
      </MemoryRouter>,
    );
    const title = screen.getByLabelText('Title');
    await user.type(title, 'ab');
    await user.type(screen.getByLabelText('Short blurb'), 'Solar lanterns for night markets.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/The title needs at least 3 characters\./);

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('d1'));
    await vi.waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/Saved/));
    const posts = callsTo(fetchMock, 'POST', '/api/campaigns');
    expect(posts).toHaveLength(1);
    const [[, init]] = posts as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).not.toHaveProperty('title');
    const sent = [...posts, ...callsTo(fetchMock, 'PATCH', '/api/campaigns/d1')].map(
      ([, i]) => JSON.parse((i as RequestInit).body as string) as Record<string, unknown>,
    );
    expect(sent.at(-1)?.blurb).toBe('Solar lanterns for night markets.');
    expect(sent.every((body) => !('title' in body))).toBe(true);
  });

  it('shows the server’s launch field messages and the locked funding terms of a live campaign', async () => {
    mockApi({});
    renderWithProviders(
      <MemoryRouter>
        <CampaignEditorForm
          initial={makeCampaign({ viewer: { isOwner: true, canEdit: true, role: 'owner' } })}
          onLaunched={vi.fn()}
        />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Funding/ }));
    // The funding step is a chunk of its own (loaded lazily): it appears once that has arrived.
    expect(await screen.findByText(/Locked while the campaign is live/)).toBeInTheDocument();
    expect(screen.getByLabelText('Funding goal (USD)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Currency')).toBeDisabled();
  });

  it('asks to confirm a launch, listing the terms that lock (goal, currency, funding model, end date)', async () => {
    const draft = makeCampaign({
      id: 'd2',
      status: 'draft',
      fundingModel: 'keep_it_all',
      currency: 'EUR',
      goal: 250000,
      durationDays: 30,
      tags: ['kitchen'],
      launchedAt: null,
      endsAt: null,
      viewer: { isOwner: true, canEdit: true, role: 'owner' },
    });
    const fetchMock = mockApi({
      'PATCH /api/campaigns/d2': () => jsonResponse(200, draft),
      'POST /api/campaigns/d2/launch': () => jsonResponse(200, { ...draft, status: 'live' }),
    });
    const onLaunched = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <CampaignEditorForm initial={draft} onLaunched={onLaunched} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: /Review/ }));
    // The review step loads in a chunk of its own.
    await user.click(await screen.findByRole('button', { name: 'Launch campaign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Launch this campaign?' });
    expect(dialog).toHaveTextContent(/Goal\s*€2,500\.00/);
    expect(dialog).toHaveTextContent(/Currency\s*EUR/);
    expect(dialog).toHaveTextContent(/Funding model\s*Keep-it-all/);
    expect(dialog).toHaveTextContent(/End date.*\(30 days\)/);

    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(callsTo(fetchMock, 'POST', '/api/campaigns/d2/launch')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Launch campaign' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Launch now' }));
    await vi.waitFor(() => expect(onLaunched).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST', '/api/campaigns/d2/launch')).toHaveLength(1);
  });
});
