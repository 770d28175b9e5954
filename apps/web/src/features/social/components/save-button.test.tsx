import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { SaveButton } from '@/features/social/components/save-button';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function renderButton(isAuthenticated = true) {
  return renderWithProviders(
    <MemoryRouter>
      <SaveButton
        campaignId="c1"
        campaignTitle="Solar lights"
        isAuthenticated={isAuthenticated}
        signInHref="/sign-in?redirect=%2Fcampaigns%2Fc1"
        showCount
      />
    </MemoryRouter>,
  );
}

describe('<SaveButton />', () => {
  afterEach(() => resetToasts());

  it('saves with the count going up at once, then unsaves', async () => {
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/save': () => jsonResponse(200, { saved: false, saveCount: 2 }),
      'PUT /api/campaigns/c1/save': () => jsonResponse(200, { saved: true, saveCount: 3 }),
      'DELETE /api/campaigns/c1/save': () => jsonResponse(200, { saved: false, saveCount: 2 }),
    });
    const user = userEvent.setup();
    renderButton();
    const save = await screen.findByRole('button', { name: 'Save Solar lights' });
    await waitFor(() => expect(screen.getByTestId('save-count')).toHaveTextContent('2'));
    await user.click(save);
    const saved = await screen.findByRole('button', { name: 'Remove Solar lights from Saved' });
    expect(saved).toHaveTextContent('Saved');
    expect(screen.getByTestId('save-count')).toHaveTextContent('3');
    await user.click(saved);
    expect(await screen.findByRole('button', { name: 'Save Solar lights' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/campaigns/c1/save')).toHaveLength(1);
    expect(callsTo(fetchMock, 'DELETE', '/api/campaigns/c1/save')).toHaveLength(1);
  });

  it('rolls back the bookmark and the count with a toast when saving fails', async () => {
    mockApi({
      'GET /api/campaigns/c1/save': () => jsonResponse(200, { saved: false, saveCount: 2 }),
      'PUT /api/campaigns/c1/save': () =>
        jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No campaign has this id.' } }),
    });
    const user = userEvent.setup();
    renderButton();
    const save = await screen.findByRole('button', { name: 'Save Solar lights' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('The campaign could not be saved')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save Solar lights' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('save-count')).toHaveTextContent('2');
  });

  it('sends a signed-out reader to sign in, still showing the count', async () => {
    mockApi({ 'GET /api/campaigns/c1/save': () => jsonResponse(200, { saved: false, saveCount: 5 }) });
    renderButton(false);
    expect(screen.getByRole('link', { name: 'Sign in to save Solar lights' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fcampaigns%2Fc1',
    );
    await waitFor(() => expect(screen.getByTestId('save-count')).toHaveTextContent('5'));
  });
});
