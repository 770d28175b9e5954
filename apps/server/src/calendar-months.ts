/**
 * Months as billing counts them (Pro subscriptions, memberships): a calendar month in UTC from the
 * start, clamped to the month's last day (31 Jan → 28/29 Feb).
 */
export function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(start);
  result.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return result;
}
