import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { WithdrawForm } from '@/features/wallet/components/withdraw-form';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const WALLET = { balances: [{ amount: 120000, currency: 'USD' }] };
const PAID = {
  id: 'w1',
  userId: 'u1',
  amount: 5000,
  currency: 'USD',
  status: 'paid',
  bankAccount: { holderName: 'Ana Souza', last4: '3000' },
  failureReason: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  decidedAt: null,
  completedAt: '2026-11-22T10:00:01.000Z',
};

const sent = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'POST', '/api/wallet/withdrawals').map(([, init]) => ({
    body: JSON.parse(init!.body as string) as Record<string, unknown>,
    key: (init!.headers as Record<string, string>)['Idempotency-Key'],
  }));

async function reviewFifty(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(/Available:/);
  await user.type(screen.getByLabelText('Amount'), '50');
  await user.type(screen.getByLabelText('Account holder name'), 'Ana Souza');
  await user.type(screen.getByLabelText('Account number or IBAN'), 'DE89370400440532013000');
  await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
  return (await screen.findByRole('heading', { name: 'Review your withdrawal' })).closest('section')!;
}

describe('<WithdrawForm /> with two-factor sign-in on', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a code on the review step and sends it; a wrong one stays on the review under the field', async () => {
    let attempt = 0;
    const fetchMock = mockApi({
      'GET /api/wallet': () => jsonResponse(200, WALLET),
      'POST /api/wallet/withdrawals': () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse(400, {
              error: {
                code: 'BAD_REQUEST',
                identityCode: 'invalid-two-factor-code',
                message: IDENTITY_ERROR_MESSAGES['invalid-two-factor-code'],
                fields: { twoFactorCode: 'That code is not correct.' },
              },
            })
          : jsonResponse(201, PAID);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm defaultCurrency="USD" twoFactorEnabled />);
    const review = await reviewFifty(user);

    await user.click(within(review).getByRole('button', { name: 'Confirm withdrawal' }));
    const code = within(review).getByLabelText('Two-factor code');
    expect(code).toHaveAccessibleDescription(/Enter the 6-digit code from your authenticator app, or a recovery code\./);
    expect(sent(fetchMock)).toHaveLength(0);

    await user.type(code, '111 111');
    await user.click(within(review).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(review).findByText(IDENTITY_ERROR_MESSAGES['invalid-two-factor-code'])).toBeInTheDocument();
    expect(within(review).getByLabelText('Two-factor code')).toHaveValue('');

    await user.type(within(review).getByLabelText('Two-factor code'), '222222');
    await user.click(within(review).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/paid|sent/i);
    const [first, second] = sent(fetchMock);
    expect(first!.body).toMatchObject({ amount: 5000, twoFactorCode: '111111' });
    expect(second!.body).toMatchObject({ amount: 5000, twoFactorCode: '222222' });
    // The server stored its answer to the first key: the new code goes with a new key.
    expect(second!.key).not.toBe(first!.key);
  });

  it('without two-factor sign-in the review has no code field and sends none', async () => {
    const fetchMock = mockApi({
      'GET /api/wallet': () => jsonResponse(200, WALLET),
      'POST /api/wallet/withdrawals': () => jsonResponse(201, PAID),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm defaultCurrency="USD" />);
    const review = await reviewFifty(user);
    expect(within(review).queryByLabelText('Two-factor code')).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('status');
    expect(sent(fetchMock)[0]!.body).not.toHaveProperty('twoFactorCode');
  });
});
