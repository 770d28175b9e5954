import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminEvents } from '@crowdspark/shared/contracts/admin-events';
import { EventsPage, formatAge } from '@/features/admin/pages/events-page';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000).toISOString();

const outbox: AdminEvents = {
  health: { pending: 1234, failed: 1, retrying: 2, oldestPendingAgeSeconds: 3 * 86_400 },
  problems: [
    {
      eventId: '42',
      eventType: 'campaign.failed',
      subscriber: 'notifications',
      status: 'failed',
      attempts: 12,
      lastError: 'connect ECONNREFUSED smtp',
      occurredAt: twoHoursAgo,
      nextAttemptAt: twoHoursAgo,
    },
  ],
};

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <EventsPage />
    </MemoryRouter>,
  );
}

describe('<EventsPage />', () => {
  it('shows the queue depth, failures, oldest wait and a row per failing delivery', async () => {
    mockApi({ 'GET /api/admin/events': () => jsonResponse(200, outbox) });
    renderPage();
    const row = await screen.findByRole('row', { name: /campaign\.failed/ });
    expect(row).toHaveTextContent('notifications');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('connect ECONNREFUSED smtp');
    expect(row).toHaveTextContent('2 h');
    const numbers = screen.getByLabelText('Outbox numbers');
    expect(numbers).toHaveTextContent(`Pending deliveries${(1234).toLocaleString()}`);
    expect(numbers).toHaveTextContent('Failed1');
    expect(numbers).toHaveTextContent('Retrying2');
    expect(numbers).toHaveTextContent('Oldest pending3 days');
  });

  it('says so when nothing waits and nothing fails', async () => {
    mockApi({
      'GET /api/admin/events': () =>
        jsonResponse(200, { health: { pending: 0, failed: 0, retrying: 0, oldestPendingAgeSeconds: 0 }, problems: [] }),
    });
    renderPage();
    expect(await screen.findByText('No delivery is failing.')).toBeVisible();
    expect(screen.getByLabelText('Outbox numbers')).toHaveTextContent('Oldest pendingNone waiting');
  });

  it('words ages in their largest whole unit', () => {
    expect([formatAge(5), formatAge(125), formatAge(7200), formatAge(86_400), formatAge(200_000)]).toEqual([
      '5 s',
      '2 min',
      '2 h',
      '1 day',
      '2 days',
    ]);
  });
});
