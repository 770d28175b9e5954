import { z } from 'zod';
import { WALLET_TRANSACTION_TYPES } from '../constants/ledger.js';
import { paymentPledgeSchema } from './pledges.js';
import { TOP_UP_LIMITS, WALLET_CURRENCIES, WITHDRAWAL_LIMITS, formatMinorUnits } from '../constants/money.js';
import { STATEMENT_FORMATS } from '../constants/statements.js';

/**
 * Wallet, top-ups, withdrawals and the ledger check. Every amount is an integer number of minor
 * units (cents) with an ISO 4217 currency; never a float. JSON numbers are exact up to 2^53, far
 * above any amount the limits below allow.
 */

/** A currency the wallet accepts (a checkout pays into the wallet, so every checkout's currency is one). */
export const currencySchema = z.enum(WALLET_CURRENCIES, { message: `Choose one of ${WALLET_CURRENCIES.join(', ')}.` });

/** An amount of minor units within `limits`; `what` names it in the messages ("top-up", "withdrawal"). */
export function amountSchema(limits: { min: number; max: number }, what: string) {
  const range = `between ${formatMinorUnits(limits.min)} and ${formatMinorUnits(limits.max)}`;
  return z
    .number({ message: `Enter the ${what} amount in minor units (cents), e.g. 2500 for 25.00.` })
    .int(`The ${what} amount must be a whole number of minor units (cents).`)
    .min(limits.min, `The ${what} amount must be ${range}.`)
    .max(limits.max, `The ${what} amount must be ${range}.`);
}

export const topUpRequestSchema = z
  .object({
    amount: amountSchema(TOP_UP_LIMITS, 'top-up'),
    /** Defaults to the platform currency. */
    currency: currencySchema.optional(),
    /**
     * Refused with a pointer: backing a campaign by card is the pledges module's checkout
     * (POST /api/pledges/checkout), not a wallet top-up.
     */
    pledge: z
      .never({ message: 'A top-up carries no pledge: back a campaign by card with POST /api/pledges/checkout.' })
      .optional(),
  })
  .strict();
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;

export const topUpResponseSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string() });
export type TopUpResponse = z.infer<typeof topUpResponseSchema>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'canceled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** GET /api/payments/:id: what the return pages poll until the webhook has confirmed. */
export const paymentStatusSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The wallet balance in the payment's currency, now. */
  balance: moneySchema,
  /** The pledge this payment carries (null for a plain top-up). */
  pledge: paymentPledgeSchema.nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusSchema>;
/** The payment without its pledge, for a reader that accepts any `pledge` (an older or newer server). */
export const paymentWithoutPledgeSchema = paymentStatusSchema.omit({ pledge: true });

/** GET /api/wallet: platform currency first, then the others alphabetically. */
export const walletSchema = z.object({ balances: z.array(moneySchema) });
export type Wallet = z.infer<typeof walletSchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  /** Signed, as seen from this user's wallet: positive money in, negative money out. */
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  paymentId: z.string().nullable(),
  withdrawalId: z.string().nullable(),
  campaignId: z.string().nullable(),
  pledgeId: z.string().nullable(),
  /** The plain-text receipt (a download). */
  receiptUrl: z.string(),
  /** The same receipt as a PDF (a download). */
  receiptPdfUrl: z.string(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** GET /api/wallet/transactions/:id: one movement of the reader's own wallet, for its receipt page. */
export const walletReceiptSchema = z.object({
  transaction: walletTransactionSchema,
  /** The wallet's holder as the receipt names them. */
  holder: z.object({ name: z.string(), email: z.string() }),
  /** The campaign the movement belongs to (a pledge, a refund, funds), with its title. */
  campaign: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
});
export type WalletReceipt = z.infer<typeof walletReceiptSchema>;

/** A yearly statement a job prepared (or is preparing) because the year had too many movements to make at once. */
export const storedStatementSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  format: z.enum(STATEMENT_FORMATS),
  status: z.enum(['pending', 'ready']),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** The file, for its owner only; null while it is being prepared. */
  downloadUrl: z.string().nullable(),
});
export type StoredStatement = z.infer<typeof storedStatementSchema>;

/** GET /api/wallet/statements: the years a statement can be asked for and the prepared ones. */
export const walletStatementsSchema = z.object({
  /** Newest first: the current year and every earlier year with a wallet movement. */
  years: z.array(z.number().int()),
  /** Newest first, the last 20. */
  items: z.array(storedStatementSchema),
});
export type WalletStatements = z.infer<typeof walletStatementsSchema>;

/** The 202 answer of GET /api/wallet/statements/:year.(pdf|csv) for a large year: a job prepares the file. */
export const statementPreparingSchema = z.object({
  statement: storedStatementSchema,
  message: z.string(),
});
export type StatementPreparing = z.infer<typeof statementPreparingSchema>;

export const walletTransactionsQuerySchema = z
  .object({
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, 'The cursor is not valid; use nextCursor from the previous page.')
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const walletTransactionsPageSchema = z.object({
  items: z.array(walletTransactionSchema),
  /** Pass as ?cursor= for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type WalletTransactionsPage = z.infer<typeof walletTransactionsPageSchema>;

export const withdrawalRequestSchema = z
  .object({
    amount: amountSchema(WITHDRAWAL_LIMITS, 'withdrawal'),
    currency: currencySchema.optional(),
    bankAccount: z
      .object({
        holderName: z
          .string()
          .trim()
          .min(2, 'Enter the account holder’s name.')
          .max(100, 'The account holder’s name is too long (100 characters at most).'),
        accountNumber: z
          .string()
          .transform((raw) => raw.replace(/[\s-]/g, '').toUpperCase())
          .pipe(z.string().regex(/^[A-Z0-9]{6,34}$/, 'Enter an account number or IBAN: 6 to 34 letters and digits.')),
      })
      .strict(),
    /**
     * With two-factor sign-in on: a current authenticator code or an unused recovery code
     * (docs/product-rules.md#two-factor-sign-in); refused without one.
     */
    twoFactorCode: z.string().trim().max(40).optional(),
  })
  .strict();
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const WITHDRAWAL_STATUSES = ['pending_approval', 'processing', 'paid', 'failed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankAccount: z.object({ holderName: z.string(), last4: z.string() }),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListSchema = z.object({ items: z.array(withdrawalSchema) });

export const adminWithdrawalsQuerySchema = z.object({ status: z.enum(WITHDRAWAL_STATUSES).optional() }).strict();

export const withdrawalRejectionSchema = z
  .object({ reason: z.string().trim().max(500, 'The reason is too long (500 characters at most).').optional() })
  .strict();
/** The body of an approval or rejection: a reason, or none at all. */
export const withdrawalDecisionSchema = withdrawalRejectionSchema.nullish();

/** How an admin settles a payout stuck at the provider: the money left (`paid`), or back to the wallet (`returned`). */
export const WITHDRAWAL_RESOLUTIONS = ['paid', 'returned'] as const;
export type WithdrawalResolution = (typeof WITHDRAWAL_RESOLUTIONS)[number];

/** POST /api/admin/withdrawals/:id/resolve. */
export const withdrawalResolutionSchema = z.strictObject({
  outcome: z.enum(WITHDRAWAL_RESOLUTIONS, { error: 'Choose paid (the money left) or returned (back to the wallet).' }),
  reason: z.string().trim().min(1).max(500).optional(),
  providerPayoutId: z.string().trim().min(1).max(200).optional(),
});
export type WithdrawalResolutionInput = z.infer<typeof withdrawalResolutionSchema>;

/** GET /api/admin/ledger/check and npm run check:ledger. */
export const ledgerCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  violations: z.array(z.string()),
});
export const ledgerReportSchema = z.object({ ok: z.boolean(), checkedAt: z.string(), checks: z.array(ledgerCheckSchema) });
export type LedgerReport = z.infer<typeof ledgerReportSchema>;
