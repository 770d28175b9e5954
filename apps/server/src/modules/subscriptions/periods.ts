import type { SubscriptionPlan } from '@crowdspark/shared/constants/subscriptions';
import { addMonths } from '../../calendar-months.js';

/**
 * Billing periods and proration (docs/decisions/0033-subscriptions.md). A month is a calendar month
 * in UTC from the period's start (calendar-months.ts); a year is twelve of them.
 */
export function monthsIn(plan: SubscriptionPlan): number {
  return plan === 'pro-yearly' ? 12 : 1;
}

export function periodEnd(plan: SubscriptionPlan, start: Date): Date {
  return addMonths(start, monthsIn(plan));
}

/**
 * The unused part of a period paid `paid` minor units, at `now`: paid × remaining ÷ length, by the
 * millisecond, rounded down (the customer is never credited more than they paid; a fraction of a
 * cent stays with the platform). Nothing when the period is over.
 */
export function unusedCredit(paid: number, period: { start: Date; end: Date }, now: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  const remaining = Math.min(length, Math.max(0, period.end.getTime() - now.getTime()));
  if (length <= 0 || remaining <= 0 || paid <= 0) return 0;
  return Math.floor((paid * remaining) / length);
}
