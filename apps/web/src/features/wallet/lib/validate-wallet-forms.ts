import { TOP_UP_LIMITS, WITHDRAWAL_LIMITS } from '@crowdspark/shared/constants/money';
import { formatMoney, parseMoneyInput } from '@/lib/money';

export interface AmountLimits {
  min: number;
  max: number;
}

/** "Between $1.00 and $10,000.00." in the given currency. */
export function limitsText(limits: AmountLimits, currency: string): string {
  return `Between ${formatMoney(limits.min, currency)} and ${formatMoney(limits.max, currency)}.`;
}

/** The typed amount in minor units, or the sentence to show under the field. */
export function checkAmount(
  text: string,
  limits: AmountLimits,
  currency: string,
): { amount: number; error?: undefined } | { amount?: undefined; error: string } {
  if (text.trim() === '') return { error: 'Enter an amount.' };
  const amount = parseMoneyInput(text);
  if (amount === null) return { error: 'Enter an amount such as 25 or 25.50 (at most two decimals).' };
  if (amount < limits.min || amount > limits.max)
    return { error: `The amount must be between ${formatMoney(limits.min, currency)} and ${formatMoney(limits.max, currency)}.` };
  return { amount };
}

export interface TopUpValues {
  amount: string;
  currency: string;
}

export function validateTopUp(
  values: TopUpValues,
): { amount: number; error?: undefined } | { amount?: undefined; error: string } {
  return checkAmount(values.amount, TOP_UP_LIMITS, values.currency);
}

export const WITHDRAW_FIELDS = ['amount', 'holderName', 'accountNumber'] as const;
export type WithdrawField = (typeof WITHDRAW_FIELDS)[number];
export type WithdrawErrors = Partial<Record<WithdrawField, string>>;

export interface WithdrawValues {
  amount: string;
  currency: string;
  holderName: string;
  accountNumber: string;
}

export interface ParsedWithdraw {
  amount: number;
  currency: string;
  holderName: string;
  accountNumber: string;
}

/** Spaces and dashes removed, letters in capitals: how the server stores and checks account numbers. */
export function normaliseAccountNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export function validateWithdraw(
  values: WithdrawValues,
  available: number | undefined,
): { data: ParsedWithdraw; errors?: undefined } | { data?: undefined; errors: WithdrawErrors } {
  const errors: WithdrawErrors = {};
  const checked = checkAmount(values.amount, WITHDRAWAL_LIMITS, values.currency);
  if (checked.error !== undefined) errors.amount = checked.error;
  else if (available !== undefined && checked.amount > available)
    errors.amount = `You can withdraw at most ${formatMoney(available, values.currency)}, your balance in ${values.currency}.`;
  const holderName = values.holderName.trim();
  if (holderName.length < 2) errors.holderName = 'Enter the account holder’s name.';
  else if (holderName.length > 100) errors.holderName = 'The account holder’s name is too long (100 characters at most).';
  const accountNumber = normaliseAccountNumber(values.accountNumber);
  if (!/^[A-Z0-9]{6,34}$/.test(accountNumber))
    errors.accountNumber = 'Enter an account number or IBAN: 6 to 34 letters and digits.';
  if (Object.keys(errors).length > 0 || checked.amount === undefined) return { errors };
  return { data: { amount: checked.amount, currency: values.currency, holderName, accountNumber } };
}

/** Server field paths (zod, dot-joined) → this form's fields. */
export function withdrawFieldOf(serverField: string): WithdrawField | undefined {
  if (serverField === 'amount' || serverField === 'currency') return 'amount';
  if (serverField === 'bankAccount.holderName') return 'holderName';
  if (serverField === 'bankAccount.accountNumber' || serverField === 'bankAccount') return 'accountNumber';
  return undefined;
}
