import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { WithdrawForm } from '@/features/wallet/components/withdraw-form';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const WALLET = { balances: [{ amount: 120000, currency: 'USD' }] };

function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'w1',
    userId: 'u1',
    amount: 5000,
    currency: 'USD',
    status: 'paid',
    bankAccount: { holderName: 'Ana Souza', last4: '4321' },
    failureReason: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    decidedAt: null,
    completedAt: '2026-11-22T10:00:01.000Z',
    ...overrides,
  };
}

const keyOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key']!;
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as unknown;

async function fill(user: ReturnType<typeof userEvent.setup>, amount = '50') {
  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.clear(screen.getByLabelText('Account holder name'));
  await user.type(screen.getByLabelText('Account holder name'), 'Ana Souza');
  await user.clear(screen.getByLabelText('Account number or IBAN'));
  await user.type(screen.getByLabelText('Account number or IBAN'), 'de89 3704-0044 0532 0130 00');
}

const review = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
/** Review, then confirm on the review step. */
async function submit(user: ReturnType<typeof userEvent.setup>) {
  await review(user);
  await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
}

describe('<WithdrawForm />', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates every field, including the balance, without calling the server', async () => {
    const fetchMock = mockApi({ 'GET /api/wallet': () => jsonResponse(200, WALLET) });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm defaultCurrency="USD" />);
    expect(await screen.findByText(/Available: \$1,200\.00\./)).toBeInTheDocument();
    expect(screen.getByText(/Large withdrawals wait for an administrator’s approval/)).toBeInTheDocument();

    await review(user);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/Enter an amount\./);
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    expect(screen.getByLabelText('Account holder name')).toHaveAccessibleDescription('Enter the account holder’s name.');
    expect(screen.getByLabelText('Account number or IBAN')).toHaveAccessibleDescription(/6 to 34 letters and digits/);

    await fill(user, '1500');
    await review(user);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/You can withdraw at most \$1,200\.00/);
    expect(screen.getByLabelText('Account holder name')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, 'POST', '/api/wallet/withdrawals')).toHaveLength(0);
  });

  it('shows a review step first: amount, no fee, the masked account and when it arrives; nothing is sent before Confirm', async () => {
    const fetchMock = mockApi({
      'GET /api/wallet': () => jsonResponse(200, WALLET),
      'POST /api/wallet/withdrawals': () => jsonResponse(201, withdrawal({ status: 'processing', completedAt: null })),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm defaultCurrency="USD" />);
    await screen.findByText(/Available:/);
    await fill(user, '50');
    await review(user);
    const heading = await screen.findByRole('heading', { name: 'Review your withdrawal' });
    expect(heading).toHaveFocus();
    const summary = heading.closest('section')!;
    expect(summary).toHaveTextContent('Amount$50.00');
    expect(summary).toHaveTextContent('FeeNone: you receive $50.00');
    expect(summary).toHaveTextContent('ToAna Souza, account •••• 3000');
    expect(summary).toHaveTextContent(/When it arrives.*1–3 business days/);
    expect(callsTo(fetchMock, 'POST', '/api/wallet/withdrawals')).toHaveLength(0);

    // Edit goes back to the form with what was typed.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('50');
    expect(callsTo(fetchMock, 'POST', '/api/wallet/withdrawals')).toHaveLength(0);
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal processing');
    expect(callsTo(fetchMock, 'POST', '/api/wallet/withdrawals')).toHaveLength(1);
  });

  it('sends the normalised request with a key and shows “waiting for approval”, then a new key for the next withdrawal', async () => {
    let answer = withdrawal({ status: 'pending_approval', amount: 60000, completedAt: null });
    const fetchMock = mockApi({
      'GET /api/wallet': () => jsonResponse(200, WALLET),
      'POST /api/wallet/withdrawals': () => jsonResponse(201, answer),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm defaultCurrency="USD" />);
    await screen.findByText(/Available:/);
    await fill(user, '600');
    await submit(user);

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Waiting for approval');
    expect(result).toHaveTextContent('$600.00 is set aside from your balance while an administrator reviews');
    const [first] = callsTo(fetchMock, 'POST', '/api/wallet/withdrawals');
    expect(bodyOf(first!)).toEqual({
      amount: 60000,
      currency: 'USD',
      bankAccount: { holderName: 'Ana Souza', accountNumber: 'DE89370400440532013000' },
    });
    // The balance, history and withdrawals are asked again after the withdrawal.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/wallet').length).toBeGreaterThan(1));

    answer = withdrawal({ status: 'failed', failureReason: 'The bank refused the payout.' });
    await user.click(screen.getByRole('button', { name: 'Make another withdrawal' }));
    await fill(user, '600');
    await submit(user);
    const failed = await screen.findByRole('status');
    expect(failed).toHaveTextContent('Withdrawal failed — money returned');
    expect(failed).toHaveTextContent(
      'The payout to the account ending 4321 was refused (The bank refused the payout). $50.00 is back in your wallet.',
    );
    const keys = callsTo(fetchMock, 'POST', '/api/wallet/withdrawals').map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps the key when the same withdrawal is retried after a server failure', async () => {
    let fail = true;
    const fetchMock = mockApi({
      'GET /api/wallet': () => jsonResponse(200, WALLET),
      'POST /api/wallet/withdrawals': () =>
        fail
          ? jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } })
          : jsonResponse(201, withdrawal({ status: 'processing', completedAt: null })),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm defaultCurrency="USD" />);
    await screen.findByText(/Available:/);
    await fill(user);
    // 503 is transient: the client retries by itself (same variables, same key), then gives up.
    await submit(user);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The withdrawal could not be requested. Please try again in a moment.',
    );
    fail = false;
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal processing');
    const keys = callsTo(fetchMock, 'POST', '/api/wallet/withdrawals').map(keyOf);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  }, 15_000);

  it('puts the server’s field messages under the matching fields and its other messages in an alert', async () => {
    let answer = jsonResponse(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request body is invalid.',
        fields: { 'bankAccount.accountNumber': 'Enter an account number or IBAN: 6 to 34 letters and digits.' },
      },
    });
    mockApi({ 'GET /api/wallet': () => jsonResponse(200, WALLET), 'POST /api/wallet/withdrawals': () => answer });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm defaultCurrency="USD" />);
    await screen.findByText(/Available:/);
    await fill(user);
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText('Account number or IBAN')).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(screen.getByLabelText('Account number or IBAN')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');

    answer = jsonResponse(422, { error: { code: 'UNPROCESSABLE', message: 'Your wallet balance is too low for this.' } });
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your wallet balance is too low for this.'));
  });
});
