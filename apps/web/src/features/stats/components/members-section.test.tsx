import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberStats } from '@crowdspark/shared/contracts/stats';
import { MembersSection } from '@/features/stats/components/members-section';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

/** The first render loads the page's code and data: more than the default second on a busy machine. */
const SLOW = { timeout: 5000 };

function memberStats(): MemberStats {
  const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
  return {
    range: '7d',
    from: days[0]!,
    to: days.at(-1)!,
    currency: 'USD',
    totals: { members: 2, mrr: 2_000, membersAtStart: 2, joins: 2, cancellations: 2, churn: 0.5 },
    days: days.map((day, i) => ({
      day,
      members: 2,
      mrr: i < 6 ? 1_000 : 2_000,
      joins: i === 6 ? 1 : i === 1 ? 1 : 0,
      cancellations: i === 3 || i === 4 ? 1 : 0,
    })),
  };
}

describe('<MembersSection />', () => {
  it('shows members, MRR, joins, cancellations and churn, charts with tables, and the members CSV', async () => {
    const fetchMock = mockApi({ 'GET /api/stats/members': () => jsonResponse(200, { members: memberStats() }) });
    const user = userEvent.setup();
    renderWithProviders(<MembersSection range="7d" />);
    const totals = await screen.findByRole('list', { name: 'Member totals' }, SLOW);
    expect(totals).toHaveTextContent('Current members2');
    expect(totals).toHaveTextContent('Monthly recurring revenue$20.00');
    expect(totals).toHaveTextContent('Joins2');
    expect(totals).toHaveTextContent('Cancellations2');
    expect(totals).toHaveTextContent('Churn rate50.0%');
    expect(screen.getByRole('img', { name: /Joins and cancellations per day .*Joins: 2 in total/ })).toBeInTheDocument();
    await user.click(screen.getByText('Monthly recurring revenue: table'));
    const table = screen.getByRole('table', { name: 'Monthly recurring revenue, day by day' });
    expect(within(table).getByRole('row', { name: /2026-11-29/ })).toHaveTextContent('$20.00');
    expect(screen.getByRole('link', { name: 'Download members CSV' })).toHaveAttribute('href', '/api/stats/members/export.csv');
    expect(callsTo(fetchMock, 'GET', '/api/stats/members').map(([input]) => input)).toEqual(['/api/stats/members?range=7d']);
  });

  it('is absent for a creator without a membership, and offers a retry when loading fails', async () => {
    const fetchMock = mockApi({ 'GET /api/stats/members': () => jsonResponse(200, { members: null }) });
    const { unmount } = renderWithProviders(<MembersSection range="30d" />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/stats/members')).toHaveLength(1), SLOW);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your members' })).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/stats/members')).toHaveLength(1);
    unmount();

    mockApi({
      'GET /api/stats/members': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
    });
    renderWithProviders(<MembersSection range="30d" />);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
