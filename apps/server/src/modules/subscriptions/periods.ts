import type { SubscriptionPlan } from '@crowdspark/shared/constants/subscriptions';

/**
 * Billing periods and proration (docs/decisions/0033-subscriptions.md). A month is a calendar month
 * in UTC from the period's start, clamped to the month's last day (31 Jan → 28/29 Feb); a year is
 * twelve of them.
 */
export function monthsIn(plan: SubscriptionPlan): number {
  return plan === 'pro-yearly' ? 12 : 1;
}

export function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(start);
  result.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return result;
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
