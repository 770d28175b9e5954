import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { ORIGIN, client, cookiesFrom, signUp } from '../../helpers/auth.js';
import type { Client } from '../../helpers/auth.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const CLIENT_ID = 'crowdspark-test';
const CLIENT_SECRET = 'crowdspark-test-secret-0123456789';

/** The person the local OpenID provider signs in, changed per test. */
const person = { sub: 'google-1', email: 'gina@example.test', emailVerified: true, name: 'Gina Google' };

/**
 * A local OpenID provider standing in for Google: oidc-provider with a custom interaction handler
 * that logs `person` in and grants the requested scopes at once (no pages).
 */
async function startProvider(): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${ORIGIN}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: person.email, email_verified: person.emailVerified, name: person.name }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: details.session?.accountId ?? person.sub, clientId: CLIENT_ID });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return { issuer, server };
}

/** Follows the provider's redirects (with its cookies) until it sends the browser back to us. */
async function throughProvider(authorizationUrl: string): Promise<string> {
  let url = authorizationUrl;
  let cookie = '';
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const setCookies = res.headers.getSetCookie();
    const jar = new Map(
      cookie
        .split('; ')
        .filter(Boolean)
        .map((c) => [c.split('=')[0], c] as const),
    );
    for (const line of setCookies) {
      const pair = line.split(';')[0] ?? '';
      jar.set(pair.split('=')[0], pair);
    }
    cookie = [...jar.values()].join('; ');
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} without a redirect: ${await res.text()}`);
    const next = new URL(location, url).toString();
    if (next.startsWith(ORIGIN)) return next;
    url = next;
  }
  throw new Error('too many redirects at the provider');
}

describe('Google sign-in (OpenID Connect, code + PKCE) against a local provider', () => {
  let database: DatabaseHandle;
  let app: App;
  let provider: { issuer: string; server: Server };

  // The provider starts first: the app reads its issuer URL from the environment.
  beforeAll(async () => {
    provider = await startProvider();
  });
  const context = useTestApp(() => ({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: provider.issuer,
  }));
  beforeAll(() => {
    ({ app, database } = context);
  });

  afterAll(async () => {
    provider.server.closeAllConnections();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  /** Starts at our endpoint (sign-in or link), goes through the provider, and lands on our callback. */
  async function googleFlow(c: Client, endpoint: '/api/auth/sign-in/social' | '/api/auth/link-social') {
    const start = await c.request('POST', endpoint, {
      provider: 'google',
      providerId: 'google',
      callbackURL: '/',
      errorCallbackURL: endpoint === '/api/auth/link-social' ? '/settings?tab=account' : '/sign-in',
    });
    expect(start.statusCode, start.body).toBe(200);
    const authorizationUrl = start.json<{ url: string }>().url;
    expect(authorizationUrl).toContain('code_challenge_method=S256');
    expect(authorizationUrl).toContain('scope=openid+email+profile');
    const back = await throughProvider(authorizationUrl);
    const callback = new URL(back);
    expect(callback.pathname).toBe('/api/auth/callback/google');
    const res = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie: c.cookie } });
    c.cookie = cookiesFrom(res, c.cookie);
    return res;
  }

  it('advertises Google in /api/config', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json<{ googleSignIn: boolean }>().googleSignIn).toBe(true);
  });

  it('creates the user document on the first Google sign-in, verified per the provider', async () => {
    Object.assign(person, { sub: 'google-new', email: 'gina.new@example.test', emailVerified: true, name: 'Gina Google' });
    const c = client(app);
    const res = await googleFlow(c, '/api/auth/sign-in/social');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const me = await c.request('GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: object }>().user).toMatchObject({
      email: 'gina.new@example.test',
      emailVerified: true,
      displayName: 'Gina Google',
      username: 'gina_google',
      role: 'user',
      linkedProviders: ['google'],
    });
  });

  it('does not link silently to an existing password account: back to /sign-in with the identity code', async () => {
    const existing = await signUp(app, { email: 'pat.password@example.test' });
    Object.assign(person, { sub: 'google-pat', email: 'pat.password@example.test', emailVerified: true, name: 'Pat' });
    const c = client(app);
    const res = await googleFlow(c, '/api/auth/sign-in/social');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?error=account-exists-with-different-credential');
    const providers = await database.db
      .selectFrom('authAccounts')
      .select('providerId')
      .where('userId', '=', existing.userId)
      .execute();
    expect(providers.map((p) => p.providerId)).toEqual(['credential']);

    // Signed in with the password, the user links Google from settings.
    const linked = await googleFlow(existing.client, '/api/auth/link-social');
    expect(linked.statusCode).toBe(302);
    const me = await existing.client.request('GET', '/api/me');
    expect(me.json<{ user: { linkedProviders: string[] } }>().user.linkedProviders).toEqual(['credential', 'google']);
    // From now on Google signs this user in.
    const again = client(app);
    expect((await googleFlow(again, '/api/auth/sign-in/social')).headers.location).toBe('/');
    expect((await again.request('GET', '/api/me')).json<{ user: { id: string } }>().user.id).toBe(existing.userId);
  });

  it('refuses redirects to other sites', async () => {
    const res = await client(app).request('POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: 'https://evil.example/',
    });
    expect(res.statusCode).toBe(400);
  });

  it('hides the Google endpoints when Google is not configured', async () => {
    const plain = await buildTestApp({ db: database.db });
    try {
      const res = await plain.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: ORIGIN },
        payload: { provider: 'google' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
