import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

describe('/profile/{username}', () => {
  it('shows the public profile', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/users/ana': () =>
        jsonResponse(200, {
          id: 'u1',
          username: 'ana',
          displayName: 'Ana Souza',
          photoURL: null,
          bio: 'I build solar kettles.',
          location: 'Lisbon',
          website: 'https://ana.example',
          interests: ['technology', 'food'],
          joinDate: '2026-01-10T00:00:00.000Z',
          role: 'user',
          followerCount: 12,
          followingCount: 3,
        }),
    });
    renderAppAt('/profile/ana');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.getByText('@ana')).toBeInTheDocument();
    expect(screen.getByText('I build solar kettles.')).toBeInTheDocument();
    expect(screen.getByText('Lisbon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ana.example' })).toHaveAttribute('href', 'https://ana.example/');
    expect(screen.getByText('Food & drink')).toBeInTheDocument();
    expect(screen.getByTestId('follower-count')).toHaveTextContent('12');
    expect(screen.getByTestId('following-count')).toHaveTextContent('3');
  });

  it('has a not-found state for 404', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/users/nobody': () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No such user.' } }),
    });
    renderAppAt('/profile/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText('No one uses the username @nobody')).toBeInTheDocument();
  });
});
