import { LOG_LEVELS } from '@crowdspark/shared/logging/levels';
import type { LogEntry } from '@crowdspark/shared/contracts/logs';
import type { KeyValueStorage } from '@/lib/log-send-budget';

/**
 * Two ways the client log pipeline sends less without losing what matters (decision 0047): entries
 * a page could not send before it was hidden are kept for the next page load, and the same error
 * repeated within a window is sent once with the count of its repeats.
 */

/** Entries a page could not send before it was hidden, for the next page load to send. */
const KEPT_KEY = 'crowdspark:log-pending';

/** Adds `entries` to those kept (the newest `cap` stay); false when storage refused them. */
export function keepForNextPage(storage: KeyValueStorage, entries: readonly LogEntry[], cap: number): boolean {
  try {
    const saved = JSON.parse(storage.getItem(KEPT_KEY) ?? '[]') as unknown;
    const earlier = Array.isArray(saved) ? (saved as LogEntry[]) : [];
    storage.setItem(KEPT_KEY, JSON.stringify([...earlier, ...entries].slice(-cap)));
    return true;
  } catch {
    return false;
  }
}

/** The kept entries, removed from storage (a second tab does not send them again). */
export function takeKeptForThisPage(storage: KeyValueStorage): LogEntry[] {
  try {
    const saved = storage.getItem(KEPT_KEY);
    if (saved === null) return [];
    storage.removeItem(KEPT_KEY);
    const entries = JSON.parse(saved) as unknown;
    return Array.isArray(entries) ? (entries as LogEntry[]) : [];
  } catch {
    // A damaged value is dropped.
    return [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The same error (level, context, message) again within `windowMs` of its last send is counted
 * instead of sent; the next time it is sent, its data says how often it came meanwhile
 * (`repeats`). The returned function says whether to send the entry (it may add that count).
 */
export function createRepeatSampler(windowMs: number, now: () => number): (entry: LogEntry) => boolean {
  const recent = new Map<string, { at: number; repeats: number }>();
  return (entry) => {
    if (entry.level < LOG_LEVELS.ERROR) return true;
    const key = `${entry.level}|${entry.context ?? ''}|${entry.message}`;
    const at = now();
    const seen = recent.get(key);
    if (seen && at - seen.at < windowMs) {
      seen.repeats += 1;
      return false;
    }
    if (seen?.repeats) entry.data = { ...(isRecord(entry.data) ? entry.data : { value: entry.data }), repeats: seen.repeats };
    recent.set(key, { at, repeats: 0 });
    return true;
  };
}
