const STORAGE_KEY = 'crowdspark.analytics.session';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A random ID per browser tab (sessionStorage), so page views can be grouped into visits
 * without a cookie or any personal data.
 */
export function getAnalyticsSessionId(storage: Storage | undefined = globalThis.sessionStorage): string {
  try {
    const existing = storage?.getItem(STORAGE_KEY);
    if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
    const created = randomId();
    storage?.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    // Storage can be disabled (privacy modes): fall back to an ID for this page load.
    return randomId();
  }
}
