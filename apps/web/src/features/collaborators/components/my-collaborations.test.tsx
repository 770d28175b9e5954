import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MyCollaborations } from '@/features/collaborators/components/my-collaborations';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const collaboration = (id: string, title: string, status: string) => ({
  campaign: { id, title, status },
  owner: { id: 'maya', username: 'mayamakes', displayName: 'Maya Okafor' },
  since: '2026-11-01T10:00:00.000Z',
});

describe('<MyCollaborations />', () => {
  it('adds the statements the page renders under each launched campaign, not under drafts', async () => {
    mockApi({
      'GET /api/me/collaborations': () =>
        jsonResponse(200, {
          items: [collaboration('c1', 'Darkroom', 'successful'), collaboration('c2', 'Print shop', 'draft')],
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <MyCollaborations userId="me" renderStatements={(campaign) => <p>Statements of {campaign.title}</p>} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Statements of Darkroom')).toBeInTheDocument();
    expect(screen.getByText('Print shop')).toBeInTheDocument();
    expect(screen.queryByText('Statements of Print shop')).not.toBeInTheDocument();
  });
});
