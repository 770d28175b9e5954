import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignMoney, MoneyMovement } from '@crowdspark/shared/contracts/money-trail';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, unauthenticated } from '@/testing/auth-fixtures';
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

  it('opens the Money tab: the ledger’s totals and movements, loaded only then, older ones on "Load more"', async () => {
    const movement = (
      id: string,
      kind: MoneyMovement['kind'],
      amount: number,
      extra: Partial<MoneyMovement> = {},
    ): MoneyMovement => ({
      id,
      kind,
      at: '2026-11-22T10:00:00.000Z',
      amount,
      backer: null,
      fee: null,
      toCreator: null,
      withdrawal: null,
      ...extra,
    });
    const page = (movements: MoneyMovement[], nextCursor: string | null): CampaignMoney => ({
      campaignId: 'c1',
      currency: 'USD',
      totals: {
        pledged: 8000,
        refunded: 2000,
        held: 0,
        collected: 6000,
        platformFee: 300,
        paidToCreator: 5700,
        withdrawnByCreator: 2000,
      },
      settledAt: '2026-11-22T10:00:00.000Z',
      movements,
      nextCursor,
    });
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/campaigns/c1': () => jsonResponse(200, makeCampaign({ status: 'successful' })),
      'GET /api/campaigns/c1/money': (_init, url) =>
        url.includes('cursor=7')
          ? jsonResponse(200, page([movement('tx-pledge-2', 'pledge', 5000)], null))
          : jsonResponse(
              200,
              page(
                [
                  movement('tx-withdrawal', 'withdrawal', 2000, { withdrawal: { counted: 2000, status: 'paid' } }),
                  movement('tx-settlement', 'settlement', 6000, { fee: 300, toCreator: 5700 }),
                  movement('tx-refund', 'refund', 2000),
                  movement('tx-pledge-1', 'pledge', 3000, { backer: { displayName: 'Ada Public', username: 'ada' } }),
                ],
                '7',
              ),
            ),
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/campaigns/c1');
    const moneyTab = await screen.findByRole('tab', { name: 'Money' }, LAZY_ROUTE);
    expect(screen.getByRole('tab', { name: 'Campaign' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(fetchMock, 'GET', '/api/campaigns/c1/money')).toHaveLength(0);

    await user.click(moneyTab);
    expect(await screen.findByRole('heading', { level: 2, name: 'Money trail' }, LAZY_ROUTE)).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#money');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Pledged').nextElementSibling).toHaveTextContent('$80.00');
    expect(within(summary).getByText('Platform fee').nextElementSibling).toHaveTextContent('$3.00');
    expect(within(summary).getByText('Paid to the creator').nextElementSibling).toHaveTextContent('$57.00');

    const list = screen.getByRole('list', { name: 'Money movements, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Creator’s withdrawal to their bank');
    expect(rows[0]).toHaveTextContent('Paid to the bank');
    expect(rows[1]).toHaveTextContent('$57.00 to the creator, $3.00 platform fee');
    expect(rows[1]).toHaveTextContent('Ledger transaction tx-settlement');
    expect(rows[2]).toHaveTextContent('Refund out');
    expect(rows[2]).toHaveTextContent('Anonymous backer');
    expect(rows[2]).toHaveTextContent('Money out: −$20.00');
    expect(within(rows[3]!).getByRole('link', { name: 'Ada Public' })).toHaveAttribute('href', '/profile/ada');
    expect(rows[3]).toHaveTextContent('Money in: +$30.00');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('tx-pledge-2')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Campaign' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Story' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
  });
});
