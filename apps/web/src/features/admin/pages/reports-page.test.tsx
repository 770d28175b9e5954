import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminReport, ReportTargetType } from '@crowdspark/shared/contracts/reports';
import { ReportsPage } from '@/features/admin/pages/reports-page';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function report(id: string, targetType: ReportTargetType, overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id,
    targetType,
    targetId: `${targetType}-1`,
    reason: 'harassment',
    note: null,
    status: 'open',
    reporter: { id: 'u1', username: 'ada', displayName: 'Ada Reporter' },
    createdAt: '2026-11-26T10:00:00.000Z',
    assignee: null,
    resolution: null,
    resolutionNote: null,
    resolvedAt: null,
    ...overrides,
  };
}

function renderPage(items: AdminReport[]) {
  const fetchMock = mockApi({
    'GET /api/admin/reports': () => jsonResponse(200, { items, nextCursor: null }),
    'POST /api/admin/reports/r-message/resolve': () =>
      jsonResponse(200, report('r-message', 'message', { status: 'resolved', resolution: 'remove_content' })),
  });
  renderWithProviders(
    <MemoryRouter>
      <ReportsPage adminId="admin-1" />
    </MemoryRouter>,
  );
  return fetchMock;
}

async function openResolve(user: ReturnType<typeof userEvent.setup>, reportId: string) {
  await user.click(await screen.findByRole('button', { name: `Resolve report ${reportId}` }));
  return screen.getByRole('dialog', { name: 'Resolve this report' });
}

/** The choices a select offers, as read. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('<ReportsPage /> resolve dialog', () => {
  it('offers "remove the content" for a message, says what will happen, and sends it with the note', async () => {
    const fetchMock = renderPage([report('r-message', 'message')]);
    const user = userEvent.setup();
    const dialog = await openResolve(user, 'r-message');
    const outcome = within(dialog).getByLabelText('Outcome');
    expect(outcome).toHaveValue('');
    expect(optionTexts(outcome)).toEqual(['Choose an outcome…', 'No action', 'Remove the content', 'Disable the user']);
    await user.selectOptions(outcome, 'remove_content');
    expect(outcome).toHaveAccessibleDescription(
      /Both people in the conversation see “Message removed by moderators” in its place/,
    );

    await user.selectOptions(outcome, 'disable_user');
    expect(outcome).toHaveAccessibleDescription(/The message’s sender is signed out at once, in every open tab/);
    await user.selectOptions(outcome, 'remove_content');

    await user.type(within(dialog).getByLabelText('Note (the audit log keeps it)'), 'Threatening message');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    const [, init] = callsTo(fetchMock, 'POST', '/api/admin/reports/r-message/resolve')[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({ resolution: 'remove_content', note: 'Threatening message' });
  });

  it('describes removing an update and a profile', async () => {
    renderPage([report('r-update', 'update'), report('r-profile', 'profile')]);
    const user = userEvent.setup();
    let dialog = await openResolve(user, 'r-update');
    await user.selectOptions(within(dialog).getByLabelText('Outcome'), 'remove_content');
    expect(within(dialog).getByLabelText('Outcome')).toHaveAccessibleDescription(
      /The update is deleted with its comments: it disappears from the campaign page, its address shows “not found”, and backers’ notifications of it go/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openResolve(user, 'r-profile');
    await user.selectOptions(within(dialog).getByLabelText('Outcome'), 'remove_content');
    expect(within(dialog).getByLabelText('Outcome')).toHaveAccessibleDescription(
      /display name becomes “Crowdspark member”; its bio, location, website and avatar are removed. The account stays/,
    );
  });

  it('never offers removing a campaign: it points at suspending it', async () => {
    renderPage([report('r-campaign', 'campaign')]);
    const user = userEvent.setup();
    const dialog = await openResolve(user, 'r-campaign');
    const outcome = within(dialog).getByLabelText('Outcome');
    expect(outcome).toHaveValue('');
    expect(optionTexts(outcome)).toEqual(['Choose an outcome…', 'No action', 'Suspend the campaign', 'Disable the user']);
    expect(dialog).toHaveTextContent('A campaign is not removed from its report: suspend it instead.');
  });

  it('pre-selects no outcome: resolving without choosing sends nothing and asks for a choice, every time it opens', async () => {
    const fetchMock = renderPage([report('r-message', 'message')]);
    const user = userEvent.setup();
    let dialog = await openResolve(user, 'r-message');
    expect(within(dialog).getByLabelText('Outcome')).toHaveAccessibleDescription(/Nothing until you choose an outcome/);
    expect(within(dialog).getByRole('button', { name: 'Resolve' })).not.toHaveClass('bg-destructive');
    await user.type(within(dialog).getByLabelText('Note (the audit log keeps it)'), 'Looked at it');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose an outcome: nothing has been done yet.');
    expect(callsTo(fetchMock, 'POST', '/api/admin/reports/r-message/resolve')).toHaveLength(0);

    // A choice made and then cancelled is not kept for the next opening.
    await user.selectOptions(within(dialog).getByLabelText('Outcome'), 'disable_user');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openResolve(user, 'r-message');
    expect(within(dialog).getByLabelText('Outcome')).toHaveValue('');
  });
});
