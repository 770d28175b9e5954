import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Stats, StatsCampaigns } from '@crowdspark/shared/contracts/stats';
import type { StatsSelection } from '@/features/stats/api/get-stats';
import { StatsOverview } from '@/features/stats/components/stats-overview';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

/** The first render loads the page's code and data: more than the default second on a busy machine. */
const SLOW = { timeout: 5000 };

function days(count: number): Stats['days'] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 27 - (count - 1 - i))).toISOString().slice(0, 10);
    const last = i === count - 1;
    return {
      day,
      views: last ? 12 : 0,
      visitors: last ? 5 : 0,
      pledges: last ? 2 : 0,
      cancellations: 0,
      amount: last ? 4_500 : 0,
      followers: 3,
      impressions: last ? 40 : 0,
      clicks: last ? 4 : 0,
      spend: last ? 500 : 0,
    };
  });
}

const KETTLE: StatsCampaigns['campaigns'] = [{ id: 'kettle', title: 'Solar kettle', role: 'owner' }];

/** The picker's own answer (GET /api/stats/campaigns). */
const picker = (campaigns = KETTLE) => ({ 'GET /api/stats/campaigns': () => jsonResponse(200, { campaigns }) });

function stats(range: Stats['range'], count: number, advanced = true): Stats {
  const list = days(count);
  return {
    range,
    from: list[0]!.day,
    to: list.at(-1)!.day,
    campaignId: null,
    currency: 'USD',
    totals: {
      views: 12,
      visitors: 5,
      pledges: 2,
      cancellations: 0,
      amount: 4_500,
      conversion: 0.4,
      followers: 3,
      followersGained: 0,
      impressions: 40,
      clicks: 4,
      spend: 500,
      costPerClick: 125,
    },
    promotionCurrency: 'USD',
    advanced,
    days: list,
    referrers: advanced
      ? [
          { source: '', views: 7 },
          { source: 'news.example.com', views: 5 },
        ]
      : [],
    utmSources: advanced ? [{ source: 'newsletter', views: 4 }] : [],
  };
}

function Harness() {
  const [selection, setSelection] = useState<StatsSelection>({ range: '30d', campaignId: null });
  return <StatsOverview selection={selection} onChange={setSelection} />;
}

describe('<StatsOverview />', () => {
  it('shows totals, charts with their tables and sources; a range change asks again; the CSV link follows the selection', async () => {
    const fetchMock = mockApi({
      ...picker(),
      'GET /api/stats': (_init, url) => {
        const range = new URL(url, 'http://localhost').searchParams.get('range');
        return jsonResponse(200, range === '7d' ? stats('7d', 7) : stats('30d', 30));
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    const totals = await screen.findByRole('list', { name: 'Totals' }, SLOW);
    expect(totals).toHaveTextContent('Views12');
    expect(totals).toHaveTextContent('Conversion40.0%');
    expect(totals).toHaveTextContent('Amount pledged (net)$45.00');
    expect(
      screen.getByRole('img', { name: /Views and unique visitors .*Views: 12 in total.*Unique visitors: 5 in total/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Pledges per day .*Pledges: 2 in total/ })).toBeInTheDocument();

    await user.click(screen.getByText('Pledges per day: table'));
    const table = screen.getByRole('table', { name: 'Pledges per day, day by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: /2026-11-27/ })).toHaveTextContent(/2026-11-27\s*2\s*0\s*\$45\.00/);

    expect(
      within(screen.getByRole('region', { name: 'Referrers' })).getByRole('row', { name: /Direct or unknown/ }),
    ).toHaveTextContent('7');
    expect(
      within(screen.getByRole('region', { name: 'UTM sources' })).getByRole('row', { name: /newsletter/ }),
    ).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/stats/export.csv?range=30d');

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByText(/From 2026-11-21 to 2026-11-27/, {}, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Pledges per day, day by day' })).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/stats/export.csv?range=7d');

    await user.selectOptions(screen.getByLabelText('Campaign'), 'kettle');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/stats/export.csv?range=7d&campaignId=kettle',
    );
    expect(callsTo(fetchMock, 'GET', '/api/stats').map(([input]) => (typeof input === 'string' ? input : ''))).toContain(
      '/api/stats?range=7d&campaignId=kettle',
    );
    // The picker's list was asked once for the page, not with each range or campaign (decision 0034).
    expect(callsTo(fetchMock, 'GET', '/api/stats/campaigns')).toHaveLength(1);
  });

  it('shows promotion impressions, clicks, spend and cost per click, with a table alternative', async () => {
    mockApi({ ...picker(), 'GET /api/stats': () => jsonResponse(200, stats('30d', 30)) });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const promotions = await screen.findByRole('list', { name: 'Promotion totals' }, SLOW);
    expect(promotions).toHaveTextContent('Impressions40');
    expect(promotions).toHaveTextContent('Clicks4');
    expect(promotions).toHaveTextContent('Spend$5.00');
    expect(promotions).toHaveTextContent('Cost per click$1.25');
    expect(screen.getByRole('img', { name: /Promotion impressions and clicks .*Impressions: 40 in total/ })).toBeInTheDocument();
    await user.click(screen.getByText('Promotion impressions and clicks: table'));
    const table = screen.getByRole('table', { name: 'Promotion impressions and clicks, day by day' });
    expect(within(table).getByRole('row', { name: /2026-11-27/ })).toHaveTextContent(/2026-11-27\s*40\s*4\s*\$5\.00/);
  });

  it('without Pro: the Pro ranges are marked and disabled, sources give way to a link to the subscription', async () => {
    mockApi({ ...picker(), 'GET /api/stats': () => jsonResponse(200, stats('30d', 30, false)) });
    renderWithProviders(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('list', { name: 'Totals' }, SLOW)).toHaveTextContent('Views12');
    expect(screen.getByRole('radio', { name: 'Last 90 days Pro' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'All time Pro' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'UTM sources' })).not.toBeInTheDocument();
    expect(screen.getByText(/referrers and UTM sources\) is part of Pro/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Get Pro' }))
      expect(link).toHaveAttribute('href', '/settings?tab=subscription');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('with Pro the long ranges can be picked; a refused Pro range offers the last 30 days', async () => {
    mockApi({ ...picker(), 'GET /api/stats': () => jsonResponse(200, stats('30d', 30)) });
    const { unmount } = renderWithProviders(<Harness />);
    expect(await screen.findByRole('radio', { name: 'Last 90 days Pro' }, SLOW)).toBeEnabled();
    unmount();

    const message =
      'The last 90 days and all time are Pro advanced stats: subscribe in Settings → Subscription, or pick 7 or 30 days.';
    mockApi({
      ...picker(),
      'GET /api/stats': (_init, url) =>
        new URL(url, 'http://localhost').searchParams.get('range') === '90d'
          ? jsonResponse(403, { error: { code: 'FORBIDDEN', message } })
          : jsonResponse(200, stats('30d', 30, false)),
    });
    function Refused() {
      const [selection, setSelection] = useState<StatsSelection>({ range: '90d', campaignId: null });
      return <StatsOverview selection={selection} onChange={setSelection} />;
    }
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <Refused />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Show the last 30 days' }));
    expect(await screen.findByRole('list', { name: 'Totals' }, SLOW)).toHaveTextContent('Views12');
  }, 15_000);

  it('invites someone without campaigns to start one, and shows the server’s sentence on an error', async () => {
    mockApi({ ...picker([]), 'GET /api/stats': () => jsonResponse(200, stats('30d', 30)) });
    // The empty state links to /start-campaign: a router around it.
    const { unmount } = renderWithProviders(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a campaign' })).toBeInTheDocument();
    unmount();

    mockApi({
      ...picker(),
      'GET /api/stats': () =>
        jsonResponse(404, {
          error: { code: 'NOT_FOUND', message: 'You have no campaign with this id: stats are for its owner and collaborators.' },
        }),
    });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('You have no campaign with this id');
  });
});
