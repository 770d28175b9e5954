import { formatMoney } from '@/lib/money';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));

/** A KPI's number in words: money formatted, counts grouped. */
export function formatKpi(value: number, unit: 'count' | 'money', currency: string | null): string {
  return unit === 'money' && currency ? formatMoney(value, currency) : value.toLocaleString();
}

/** "live", "pending_approval" → "Live", "Pending approval". */
export function humanize(value: string): string {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
