import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveTo } from '@/lib/leave-to';
import { TopUpForm } from '@/features/wallet/components/top-up-form';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

vi.mock('@/lib/leave-to', () => ({ leaveTo: vi.fn() }));

const CHECKOUT = { paymentId: '5b0d7a8e-3c1f-4a8e-9c56-0a1b2c3d4e5f', checkoutUrl: '/sandbox/checkout?session=abc' };

function keyOf(call: unknown[]): string {
  const init = call[1] as RequestInit;
  return (init.headers as Record<string, string>)['Idempotency-Key']!;
}

function bodyOf(call: unknown[]): unknown {
  return JSON.parse((call[1] as RequestInit).body as string);
}

describe('<TopUpForm />', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(leaveTo).mockReset();
  });

  it('checks the amount against the limits before calling the server, with the message tied to the field', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<TopUpForm defaultCurrency="USD" />);
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription(/Between \$1\.00 and \$10,000\.00\./);

    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Enter an amount\./);
    expect(amount).toHaveFocus();

    await user.type(amount, '0.50');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(amount).toHaveAccessibleDescription(/The amount must be between \$1\.00 and \$10,000\.00\./);

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(amount).toHaveAccessibleDescription(/at most two decimals/);

    await user.clear(amount);
    await user.type(amount, '10000.01');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(amount).toHaveAccessibleDescription(/between/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the amount from a quick pick and sends the browser to checkout with an Idempotency-Key', async () => {
    const fetchMock = mockApi({ 'POST /api/wallet/top-ups': () => jsonResponse(201, CHECKOUT) });
    const user = userEvent.setup();
    renderWithProviders(<TopUpForm defaultCurrency="EUR" />);
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    const pick = screen.getByRole('button', { name: '€25.00' });
    await user.click(pick);
    expect(screen.getByLabelText('Amount')).toHaveValue('25.00');
    expect(pick).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(CHECKOUT.checkoutUrl));
    const [call] = callsTo(fetchMock, 'POST', '/api/wallet/top-ups');
    expect(bodyOf(call!)).toEqual({ amount: 2500, currency: 'EUR' });
    expect(keyOf(call!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to secure checkout…');
    expect(screen.getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
  });

  it('reuses the key when the same top-up is retried after a server failure, and makes a new one for a different amount', async () => {
    let answer = () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } });
    const fetchMock = mockApi({ 'POST /api/wallet/top-ups': () => answer() });
    const user = userEvent.setup();
    renderWithProviders(<TopUpForm defaultCurrency="USD" />);
    await user.type(screen.getByLabelText('Amount'), '40');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout could not be started. Please try again in a moment.');

    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/wallet/top-ups')).toHaveLength(2));

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '45');
    answer = () => jsonResponse(201, CHECKOUT);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledOnce());

    const keys = callsTo(fetchMock, 'POST', '/api/wallet/top-ups').map(keyOf);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the server’s field message under the amount and uses a new key after an answered 4xx', async () => {
    const fetchMock = mockApi({
      'POST /api/wallet/top-ups': () =>
        jsonResponse(422, {
          error: { code: 'UNPROCESSABLE', message: 'Top-ups are paused.', fields: { amount: 'Top-ups are paused for now.' } },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TopUpForm defaultCurrency="USD" />);
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/Top-ups are paused for now\./));
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/wallet/top-ups')).toHaveLength(2));
    const keys = callsTo(fetchMock, 'POST', '/api/wallet/top-ups').map(keyOf);
    expect(keys[1]).not.toBe(keys[0]);
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
