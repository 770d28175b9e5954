import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { ReportDialog } from '@/features/reports/components/report-dialog';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

describe('<ReportDialog />', () => {
  afterEach(() => resetToasts());

  it('sends the chosen reason and note, and says "You already reported this" on a 409', async () => {
    const fetchMock = mockApi({
      'POST /api/reports': () => jsonResponse(409, { error: { code: 'CONFLICT', message: 'You already reported this.' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportDialog targetType="comment" targetId="k1" targetLabel="comment by Vic" />);
    await user.click(screen.getByRole('button', { name: 'Report comment by Vic' }));
    const dialog = screen.getByRole('dialog', { name: 'Report comment by Vic', hidden: true });
    await user.click(screen.getByRole('button', { name: 'Send report', hidden: true }));
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/reports')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Spam or advertising', hidden: true }));
    await user.type(screen.getByLabelText(/Anything else/), 'An advert');
    await user.click(screen.getByRole('button', { name: 'Send report', hidden: true }));
    expect(await screen.findByText('You already reported this.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/reports');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      targetType: 'comment',
      targetId: 'k1',
      reason: 'spam',
      note: 'An advert',
    });
    expect(dialog).toBeInTheDocument();
  });
});
