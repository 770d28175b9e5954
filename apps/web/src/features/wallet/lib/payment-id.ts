const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ?payment= value when it looks like one of our payment ids, else null (no request is made). */
export function readPaymentId(search: URLSearchParams): string | null {
  const value = search.get('payment')?.trim() ?? '';
  return UUID.test(value) ? value : null;
}
