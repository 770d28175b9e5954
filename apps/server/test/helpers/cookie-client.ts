export interface HttpAnswer {
  status: number;
  body: unknown;
  /** The server answered an idempotency key it had seen with the stored answer. */
  replayed: boolean;
}

/**
 * One person's requests to a running server over real HTTP, as a browser would send them: the
 * same origin, JSON bodies, and the session cookie the server last set. `base` may change when
 * the server restarts on another address.
 */
export class CookieClient {
  protected cookie = '';
  constructor(public base: string) {}

  async request(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<HttpAnswer> {
    const headers: Record<string, string> = { origin: this.base, cookie: this.cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (cookie) this.cookie = cookie.split(';')[0] ?? '';
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  }
}
