import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import { freshClientIp } from './client-ip.js';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery';

let sequence = 0;
export function uniqueEmail(prefix = 'person'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${Date.now().toString(36)}@example.test`;
}

/** The cookies a response sets, as a Cookie header value (name=value; ...). Deleted cookies are dropped. */
export function cookiesFrom(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) jar.set(name, rest.join('='));
  }
  const raw = res.headers['set-cookie'];
  for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
    const [pair = ''] = line.split(';');
    const [name = '', ...rest] = pair.split('=');
    const value = rest.join('=');
    if (!value || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
}

export interface Client {
  cookie: string;
  request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** A browser-like client: keeps cookies, sends our Origin, a fresh IP per request unless fixed. */
export function client(app: App, options: { ip?: string; origin?: string | null } = {}): Client {
  const self: Client = {
    cookie: '',
    async request(method, url, payload) {
      const headers: Record<string, string> = {};
      if (self.cookie) headers.cookie = self.cookie;
      if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
      const res = await app.inject({
        method,
        url,
        headers,
        remoteAddress: options.ip ?? freshClientIp(),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      self.cookie = cookiesFrom(res, self.cookie);
      return res;
    },
  };
  return self;
}

export async function signUp(
  app: App,
  input: { email?: string; password?: string; name?: string } = {},
): Promise<{ client: Client; email: string; userId: string; res: LightMyRequestResponse }> {
  const email = input.email ?? uniqueEmail();
  const c = client(app);
  const res = await c.request('POST', '/api/auth/sign-up/email', {
    email,
    password: input.password ?? PASSWORD,
    name: input.name ?? 'Test Person',
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { client: c, email, userId: res.json<{ user: { id: string } }>().user.id, res };
}

export async function signIn(app: App, email: string, password = PASSWORD): Promise<Client> {
  const c = client(app);
  const res = await c.request('POST', '/api/auth/sign-in/email', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return c;
}
