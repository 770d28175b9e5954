import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import type { IdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import { describe, expect, it } from 'vitest';
import { ORIGIN, PASSWORD, client, signUp } from '../../helpers/auth.js';
import type { Client } from '../../helpers/auth.js';
import { softwarePasskey } from '../../helpers/passkey-authenticator.js';
import type { SoftwarePasskey } from '../../helpers/passkey-authenticator.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/** The test app's PUBLIC_URL is the clients' origin, http://localhost:3000: the RP ID is its host. */
const RP_ID = new URL(ORIGIN).hostname;

const refusedWith = (identityCode: IdentityErrorCode) =>
  expect.objectContaining({
    error: expect.objectContaining({ identityCode, message: IDENTITY_ERROR_MESSAGES[identityCode] }) as unknown,
  }) as unknown;

interface StoredPasskey {
  id: string;
  name: string;
  credentialID: string;
}

async function addPasskey(c: Client, key: SoftwarePasskey, name: string) {
  const options = await c.request('GET', '/api/auth/passkey/generate-register-options');
  expect(options.statusCode, options.body).toBe(200);
  const creation = options.json<{ challenge: string; rp: { id: string; name: string } }>();
  return c.request('POST', '/api/auth/passkey/verify-registration', { response: key.register(creation, ORIGIN), name });
}

async function authenticateOptions(c: Client) {
  const options = await c.request('GET', '/api/auth/passkey/generate-authenticate-options');
  expect(options.statusCode, options.body).toBe(200);
  return options.json<{ challenge: string; rpId: string; userVerification: string }>();
}

async function signedInAs(c: Client): Promise<string | null> {
  const me = await c.request('GET', '/api/me');
  return me.statusCode === 200 ? me.json<{ user: { id: string } }>().user.id : null;
}

describe('passkeys: adding one in the settings and signing in with it', () => {
  const test = useTestApp();

  it('adds a named passkey, lists it, and signs in with it after signing out', async () => {
    const person = await signUp(test.app);
    const key = softwarePasskey(RP_ID);
    const options = await person.client.request('GET', '/api/auth/passkey/generate-register-options');
    const creation = options.json<{ rp: { id: string; name: string }; authenticatorSelection: Record<string, string> }>();
    expect(creation.rp).toEqual({ id: RP_ID, name: 'Crowdspark' });
    expect(creation.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });

    const added = await addPasskey(person.client, key, 'Work laptop');
    expect(added.statusCode, added.body).toBe(200);
    const listed = await person.client.request('GET', '/api/auth/passkey/list-user-passkeys');
    expect(listed.json<StoredPasskey[]>()).toEqual([
      expect.objectContaining({ name: 'Work laptop', credentialID: key.credentialId }),
    ]);

    expect((await person.client.request('POST', '/api/auth/sign-out')).statusCode).toBe(200);
    expect(await signedInAs(person.client)).toBeNull();

    // Discoverable: no e-mail first, the options name no credentials and ask for user verification.
    const browser = client(test.app);
    const request = await authenticateOptions(browser);
    expect(request).toMatchObject({ rpId: RP_ID, userVerification: 'preferred' });
    const signedIn = await browser.request('POST', '/api/auth/passkey/verify-authentication', {
      response: key.signIn(request, ORIGIN),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await signedInAs(browser)).toBe(person.userId);
    const row = await test.database.db
      .selectFrom('authPasskeys')
      .select(['counter', 'userId'])
      .where('credentialId', '=', key.credentialId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ counter: 1, userId: person.userId });
  });

  it('refuses a replayed answer, a copied key whose counter went back, an unverified person and an unknown passkey', async () => {
    const person = await signUp(test.app);
    const key = softwarePasskey(RP_ID);
    expect((await addPasskey(person.client, key, 'Phone')).statusCode).toBe(200);

    const browser = client(test.app);
    const first = key.signIn(await authenticateOptions(browser), ORIGIN);
    expect((await browser.request('POST', '/api/auth/passkey/verify-authentication', { response: first })).statusCode).toBe(200);
    // The challenge was used up: the same answer again finds none.
    const replay = await browser.request('POST', '/api/auth/passkey/verify-authentication', { response: first });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(refusedWith('passkey-failed'));

    const stranger = client(test.app);
    key.counter = 0; // a clone of the key replaying an old count
    const cloned = await stranger.request('POST', '/api/auth/passkey/verify-authentication', {
      response: key.signIn(await authenticateOptions(stranger), ORIGIN),
    });
    expect(cloned.json()).toEqual(refusedWith('passkey-failed'));
    expect(await signedInAs(stranger)).toBeNull();

    key.counter = 10;
    key.userVerified = false;
    const presenceOnly = await stranger.request('POST', '/api/auth/passkey/verify-authentication', {
      response: key.signIn(await authenticateOptions(stranger), ORIGIN),
    });
    expect(presenceOnly.statusCode).toBe(401);
    expect(presenceOnly.json()).toEqual(refusedWith('passkey-failed'));
    expect(await signedInAs(stranger)).toBeNull();

    const unknown = softwarePasskey(RP_ID);
    const notOurs = await stranger.request('POST', '/api/auth/passkey/verify-authentication', {
      response: unknown.signIn(await authenticateOptions(stranger), ORIGIN),
    });
    expect(notOurs.statusCode).toBe(401);
    expect(notOurs.json()).toEqual(refusedWith('passkey-not-recognised'));

    // An answer made for another site (another origin) is refused.
    key.userVerified = true;
    const phished = await stranger.request('POST', '/api/auth/passkey/verify-authentication', {
      response: key.signIn(await authenticateOptions(stranger), 'https://crowdspark.example.net'),
    });
    expect(phished.json()).toEqual(refusedWith('passkey-failed'));
    expect(await signedInAs(stranger)).toBeNull();
  });

  it('needs a session and a name to add one, and validates the answer', async () => {
    const anonymous = client(test.app);
    const noSession = await anonymous.request('GET', '/api/auth/passkey/generate-register-options');
    expect(noSession.statusCode).toBe(401);

    const person = await signUp(test.app);
    const key = softwarePasskey(RP_ID);
    const unnamed = await addPasskey(person.client, key, '  ');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ error: { fields: { name: 'Give the passkey a name.' } } });
    const sessionRequested = await person.client.request('POST', '/api/auth/passkey/verify-registration', {
      response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
      name: 'Laptop',
      createSession: true,
    });
    expect(sessionRequested.json()).toMatchObject({ error: { fields: { createSession: 'Unknown field.' } } });
  });

  it('removes a passkey only for its owner; a removed passkey no longer signs in', async () => {
    const owner = await signUp(test.app);
    const key = softwarePasskey(RP_ID);
    expect((await addPasskey(owner.client, key, 'Old phone')).statusCode).toBe(200);
    const [stored] = (await owner.client.request('GET', '/api/auth/passkey/list-user-passkeys')).json<StoredPasskey[]>();
    if (!stored) throw new Error('expected the passkey in the list');

    const other = await signUp(test.app);
    const notTheirs = await other.client.request('POST', '/api/auth/passkey/delete-passkey', { id: stored.id });
    expect(notTheirs.statusCode).toBeGreaterThanOrEqual(400);
    expect((await owner.client.request('GET', '/api/auth/passkey/list-user-passkeys')).json<StoredPasskey[]>()).toHaveLength(1);

    const removed = await owner.client.request('POST', '/api/auth/passkey/delete-passkey', { id: stored.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await owner.client.request('GET', '/api/auth/passkey/list-user-passkeys')).json<StoredPasskey[]>()).toEqual([]);

    const browser = client(test.app);
    const refused = await browser.request('POST', '/api/auth/passkey/verify-authentication', {
      response: key.signIn(await authenticateOptions(browser), ORIGIN),
    });
    expect(refused.json()).toEqual(refusedWith('passkey-not-recognised'));
  });

  it('deleting the account removes its passkeys with the other sign-in methods', async () => {
    const person = await signUp(test.app);
    const key = softwarePasskey(RP_ID);
    expect((await addPasskey(person.client, key, 'Laptop')).statusCode).toBe(200);
    const deleted = await person.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await test.database.db.selectFrom('authPasskeys').select('id').where('userId', '=', person.userId).execute();
    expect(left).toEqual([]);
    const browser = client(test.app);
    const refused = await browser.request('POST', '/api/auth/passkey/verify-authentication', {
      response: key.signIn(await authenticateOptions(browser), ORIGIN),
    });
    expect(refused.json()).toEqual(refusedWith('passkey-not-recognised'));
  });

  it('finishes a sign-in on another server instance than the one that issued the challenge', async () => {
    const person = await signUp(test.app);
    const key = softwarePasskey(RP_ID);
    expect((await addPasskey(person.client, key, 'Laptop')).statusCode).toBe(200);
    const second = await buildTestApp({ db: test.database.db });
    try {
      const browser = client(test.app);
      const request = await authenticateOptions(browser);
      // The same cookie jar, the other instance: the challenge is in the database, not in memory.
      const viaSecond = client(second);
      viaSecond.cookie = browser.cookie;
      const signedIn = await viaSecond.request('POST', '/api/auth/passkey/verify-authentication', {
        response: key.signIn(request, ORIGIN),
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(await signedInAs(viaSecond)).toBe(person.userId);
    } finally {
      await second.close();
    }
  });
});
