/**
 * POST /api/promotions/:id/impressions | clicks as a beacon (text/plain JSON, survives navigating
 * away). The server counts each once per visitor per day; this file only avoids sending the same
 * one twice from one page load. No answer is read, so there is no schema to check.
 */
const sent = new Set<string>();

export function recordPromotionEvent(promotionId: string, kind: 'impressions' | 'clicks'): void {
  const key = `${kind}:${promotionId}`;
  if (sent.has(key)) return;
  sent.add(key);
  const url = `/api/promotions/${encodeURIComponent(promotionId)}/${kind}`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, '{}')) return;
  void fetch(url, { method: 'POST', body: '{}', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}
