import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { makeCampaign } from '@/testing/campaign-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

/** The campaign page is a lazy chunk: allow for a busy machine loading it. */
const LAZY_ROUTE = { timeout: 10_000 };

describe('/campaigns/:campaignId', () => {
  it('shows the campaign with "Sign in to back this" for a signed-out visitor', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/campaigns/c1': () => jsonResponse(200, makeCampaign()),
    });
    renderAppAt('/campaigns/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Fixable Kettle' }, LAZY_ROUTE)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in to back this' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fcampaigns%2Fc1',
    );
    expect(screen.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute('href', '/profile/maya');
    await vi.waitFor(() => expect(document.title).toMatch(/^The Fixable Kettle · /));
  });

  it('shows the app’s not-found content for an unknown campaign', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/campaigns/nope': () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No campaign was found.' } }),
    });
    renderAppAt('/campaigns/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY_ROUTE)).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Crowdspark'));
  });
});
