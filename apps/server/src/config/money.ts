import { z } from 'zod';
import { STATEMENT_JOB_THRESHOLD } from '@crowdspark/shared/constants/statements';
import { integer, percentage } from './env-values.js';

/** The platform's currency, fees and prices; amounts in minor units of the platform currency. */

export const moneyEnv = z.object({
  PLATFORM_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'expected a three-letter ISO 4217 currency code in capitals, e.g. USD' })
    .optional(),
  PLATFORM_FEE_PERCENT: percentage('5').optional(),
  WITHDRAWAL_APPROVAL_THRESHOLD: integer(0, 1_000_000_000).optional(),
  PRO_MONTHLY_PRICE: integer(1, 100_000_000).optional(),
  PRO_YEARLY_PRICE: integer(1, 1_000_000_000).optional(),
  PRO_PLATFORM_FEE_PERCENT: percentage('3').optional(),
  PRO_PROMOTION_CREDIT: integer(0, 100_000_000).optional(),
  SUBSCRIPTION_GRACE_DAYS: integer(0, 60).optional(),
  PROMOTION_DAILY_PRICE: integer(1, 100_000_000).optional(),
  STATEMENT_JOB_THRESHOLD: integer(0, 1_000_000).optional(),
});
type MoneyEnv = z.infer<typeof moneyEnv>;

export interface MoneyConfig {
  /** ISO 4217 code of the platform currency (PLATFORM_CURRENCY, default USD). */
  platformCurrency: string;
  /** Platform fee on campaign funds, in percent (PLATFORM_FEE_PERCENT, default 5). */
  platformFeePercent: number;
  /** Withdrawals above this many minor units wait for an admin (WITHDRAWAL_APPROVAL_THRESHOLD, default 50000). */
  withdrawalApprovalThreshold: number;
  /** Price of one day of promotion, in minor units of the platform currency (PROMOTION_DAILY_PRICE, default 500). */
  promotionDailyPrice: number;
  /**
   * A yearly statement of more wallet movements than this is made by a job and mailed, not while
   * the person waits (STATEMENT_JOB_THRESHOLD, default 2000; decision 0072).
   */
  statementJobThreshold: number;
}

/** Pro subscriptions (docs/decisions/0033-subscriptions.md); prices in minor units of the platform currency. */
export interface SubscriptionsConfig {
  /** PRO_MONTHLY_PRICE, default 900. */
  monthlyPrice: number;
  /** PRO_YEARLY_PRICE, default 9000. */
  yearlyPrice: number;
  /** PRO_PLATFORM_FEE_PERCENT, default 3: the fee on campaigns settled while their owner is subscribed. */
  proFeePercent: number;
  /** PRO_PROMOTION_CREDIT, default 500: promotion credit granted per paid month (a year grants twelve). */
  monthlyPromotionCredit: number;
  /** SUBSCRIPTION_GRACE_DAYS, default 7: how long Pro lasts after an unpaid renewal. */
  graceDays: number;
}

export function moneyConfig(v: MoneyEnv): MoneyConfig {
  return {
    platformCurrency: v.PLATFORM_CURRENCY ?? 'USD',
    platformFeePercent: v.PLATFORM_FEE_PERCENT ?? 5,
    withdrawalApprovalThreshold: v.WITHDRAWAL_APPROVAL_THRESHOLD ?? 50_000,
    promotionDailyPrice: v.PROMOTION_DAILY_PRICE ?? 500,
    statementJobThreshold: v.STATEMENT_JOB_THRESHOLD ?? STATEMENT_JOB_THRESHOLD,
  };
}

export function subscriptionsConfig(v: MoneyEnv): SubscriptionsConfig {
  return {
    monthlyPrice: v.PRO_MONTHLY_PRICE ?? 900,
    yearlyPrice: v.PRO_YEARLY_PRICE ?? 9000,
    proFeePercent: v.PRO_PLATFORM_FEE_PERCENT ?? 3,
    monthlyPromotionCredit: v.PRO_PROMOTION_CREDIT ?? 500,
    graceDays: v.SUBSCRIPTION_GRACE_DAYS ?? 7,
  };
}
