import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { FollowButton } from '@/features/social/components/follow-button';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function renderButton(isAuthenticated = true) {
  return renderWithProviders(
    <MemoryRouter>
      <FollowButton
        username="maya"
        displayName="Maya Okafor"
        isAuthenticated={isAuthenticated}
        signInHref="/sign-in?redirect=%2Fprofile%2Fmaya"
      />
    </MemoryRouter>,
  );
}

describe('<FollowButton />', () => {
  afterEach(() => resetToasts());

  it('follows and unfollows, showing the new state at once', async () => {
    let following = false;
    const fetchMock = mockApi({
      'GET /api/users/maya/follow': () => jsonResponse(200, { following, followerCount: following ? 4 : 3 }),
      'PUT /api/users/maya/follow': () => {
        following = true;
        return jsonResponse(200, { following: true, followerCount: 4 });
      },
      'DELETE /api/users/maya/follow': () => {
        following = false;
        return jsonResponse(200, { following: false, followerCount: 3 });
      },
    });
    const user = userEvent.setup();
    renderButton();
    const follow = await screen.findByRole('button', { name: 'Follow Maya Okafor' });
    await waitFor(() => expect(follow).toBeEnabled());
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    const unfollow = await screen.findByRole('button', { name: 'Unfollow Maya Okafor' });
    expect(unfollow).toHaveTextContent('Following');
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, 'PUT', '/api/users/maya/follow')).toHaveLength(1);
    await user.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Follow Maya Okafor' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/users/maya/follow')).toHaveLength(1);
  });

  it('rolls back and says why when the server refuses', async () => {
    mockApi({
      'GET /api/users/maya/follow': () => jsonResponse(200, { following: false, followerCount: 3 }),
      'PUT /api/users/maya/follow': () =>
        jsonResponse(400, { error: { code: 'BAD_REQUEST', message: 'You cannot follow yourself.' } }),
    });
    const user = userEvent.setup();
    renderButton();
    const follow = await screen.findByRole('button', { name: 'Follow Maya Okafor' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    expect(await screen.findByText('Could not follow @maya')).toBeInTheDocument();
    expect(screen.getByText('You cannot follow yourself.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow Maya Okafor' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out reader to sign in', () => {
    const fetchMock = mockApi({});
    renderButton(false);
    const link = screen.getByRole('link', { name: 'Sign in to follow Maya Okafor' });
    expect(link).toHaveAttribute('href', '/sign-in?redirect=%2Fprofile%2Fmaya');
    expect(callsTo(fetchMock, 'PUT', '/api/users/maya/follow')).toHaveLength(0);
  });
});
