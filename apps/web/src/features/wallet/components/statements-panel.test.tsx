import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_PREPARING_MESSAGE } from '@crowdspark/shared/constants/statements';
import type { StoredStatement } from '@crowdspark/shared/contracts/wallet';
import { StatementsPanel } from '@/features/wallet/components/statements-panel';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const pending: StoredStatement = {
  id: 's-1',
  year: 2025,
  format: 'pdf',
  status: 'pending',
  requestedAt: '2026-11-22T10:00:00.000Z',
  readyAt: null,
  downloadUrl: null,
};

describe('<StatementsPanel />', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the chosen year as a file the browser saves', async () => {
    const fetchMock = mockApi({
      'GET /api/wallet/statements': () => jsonResponse(200, { years: [2026, 2025], items: [] }),
      'GET /api/wallet/statements/2025.csv': () =>
        new Response('Row,Amount\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="crowdspark-statement-2025.csv"' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<StatementsPanel />);

    const year = await screen.findByRole('combobox', { name: 'Year' });
    await screen.findByRole('option', { name: '2025' });
    await user.selectOptions(year, '2025');
    await user.click(screen.getByRole('button', { name: 'Download CSV statement for 2025' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your 2025 statement (CSV) has downloaded.');
    expect(callsTo(fetchMock, 'GET', '/api/wallet/statements/2025.csv')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe('crowdspark-statement-2025.csv');
  });

  it('says a large year will be e-mailed and lists it while it is prepared, then as a download', async () => {
    let prepared = false;
    mockApi({
      'GET /api/wallet/statements': () =>
        jsonResponse(200, {
          years: [2026, 2025],
          items: prepared
            ? [
                {
                  ...pending,
                  status: 'ready',
                  readyAt: '2026-11-22T10:05:00.000Z',
                  downloadUrl: '/api/wallet/statements/files/s-1',
                },
              ]
            : [],
        }),
      'GET /api/wallet/statements/2026.pdf': () => {
        prepared = true;
        return jsonResponse(202, { statement: { ...pending, year: 2026 }, message: STATEMENT_PREPARING_MESSAGE });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF statement for 2026' }));

    expect(await screen.findByRole('status')).toHaveTextContent(STATEMENT_PREPARING_MESSAGE);
    const list = await screen.findByRole('list', { name: 'Prepared statements' });
    expect(within(list).getByRole('link', { name: 'Download 2025 statement (PDF)' })).toHaveAttribute(
      'href',
      '/api/wallet/statements/files/s-1',
    );
  });

  it("shows the server's sentence when a statement cannot be made", async () => {
    mockApi({
      'GET /api/wallet/statements': () => jsonResponse(200, { years: [2026], items: [] }),
      'GET /api/wallet/statements/2026.pdf': () =>
        jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: 'Choose a year from 2000 to 2026.' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF statement for 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a year from 2000 to 2026.');
  });
});
