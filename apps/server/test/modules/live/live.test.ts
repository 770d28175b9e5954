import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../../src/app.js';
import { setAccountDisabled } from '../../../src/modules/admin/service.js';
import { CLOSE_RESTART, CLOSE_SIGNED_OUT, CLOSE_TOO_MANY } from '../../../src/modules/live/plugin.js';
import { SOCKETS_PER_USER } from '../../../src/modules/live/hub.js';
import { publishLive } from '../../../src/modules/live/service.js';
import { ORIGIN, PASSWORD, signIn, signUp } from '../../helpers/auth.js';
import { useLiveInstances } from '../../helpers/live-instances.js';
import { connectLive, eventually } from '../../helpers/live-socket.js';
import { buildTestApp } from '../../helpers/test-app.js';

/**
 * Two instances of the app on one database, each listening on a real port, as behind a load
 * balancer: a push made in a transaction reaches the user's socket on whichever instance holds it.
 */
const live = useLiveInstances();
const { instances, urls, opened } = live;

/** Opens a socket and resolves once the server said "ready"; every later message is collected. */
const connect = (url: string, headers: Record<string, string>) => connectLive(url, headers, opened);

const signedIn = async (app: App) => {
  const made = await signUp(app);
  return { userId: made.userId, headers: { cookie: made.client.cookie, origin: ORIGIN } };
};

describe('GET /api/live', () => {
  it('refuses a page of another origin (403), with or without a session', async () => {
    const person = await signedIn(instances[0]!);
    await expect(connect(urls[0]!, { ...person.headers, origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(connect(urls[0]!, { cookie: person.headers.cookie })).rejects.toThrow('HTTP 403');
    await expect(connect(urls[0]!, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
  });

  it('lets a visitor without a session connect as a visitor, who hears no user’s pushes', async () => {
    const person = await signedIn(instances[0]!);
    const visitor = await connect(urls[0]!, { origin: ORIGIN });
    const own = await connect(urls[0]!, person.headers);
    expect(visitor.ready).toEqual({ type: 'ready', id: 'visitor' });
    expect(own.ready).toEqual({ type: 'ready', id: 'user' });

    await publishLive(live.database.db, [person.userId], { type: 'message', id: 'private' });
    await eventually(() => own.received.length === 1);
    expect(visitor.received).toEqual([]);
  });

  it('delivers a committed push to the user on the other instance, and nothing to anyone else', async () => {
    const reader = await signedIn(instances[0]!);
    const other = await signedIn(instances[0]!);
    const readerSocket = await connect(urls[1]!, reader.headers);
    const otherSocket = await connect(urls[0]!, other.headers);

    await live.database.db
      .transaction()
      .execute((trx) => publishLive(trx, [reader.userId], { type: 'message.created', id: 'msg-1' }));
    await eventually(() => readerSocket.received.length === 1);
    expect(readerSocket.received).toEqual([{ type: 'message.created', id: 'msg-1' }]);

    // Rolled back: the change did not happen, so nobody is told of it.
    await live.database.db
      .transaction()
      .execute(async (trx) => {
        await publishLive(trx, [reader.userId, other.userId], { type: 'message.created', id: 'msg-rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await live.database.db
      .transaction()
      .execute((trx) => publishLive(trx, [reader.userId], { type: 'message.read', id: 'msg-1' }));
    await eventually(() => readerSocket.received.length === 2);
    expect(readerSocket.received[1]).toEqual({ type: 'message.read', id: 'msg-1' });
    expect(otherSocket.received).toEqual([]);
  });

  it('reaches every user of a large push (several notices) and every tab of a user', async () => {
    const reader = await signedIn(instances[0]!);
    const tabs = [await connect(urls[0]!, reader.headers), await connect(urls[1]!, reader.headers)];
    const many = [...Array.from({ length: 250 }, (_, i) => `nobody-${i}`), reader.userId];
    await publishLive(live.database.db, many, { type: 'notification.created', id: 'n-1' });
    await eventually(() => tabs.every((tab) => tab.received.length === 1));
    for (const tab of tabs) expect(tab.received).toEqual([{ type: 'notification.created', id: 'n-1' }]);
  });

  it(`closes a user's socket beyond ${SOCKETS_PER_USER} on one instance`, async () => {
    const person = await signedIn(instances[0]!);
    for (let i = 0; i < SOCKETS_PER_USER; i += 1) await connect(urls[0]!, person.headers);
    const socket = new WebSocket(urls[0]!, { headers: person.headers });
    opened.push(socket);
    const code = await new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(CLOSE_TOO_MANY);
  });

  it('an instance that stops closes its sockets with "restart"; the tab reconnects to the other and is served there', async () => {
    const leaving = await buildTestApp({ db: live.database.db, listen: live.database.listen });
    await leaving.listen({ port: 0, host: '127.0.0.1' });
    const address = leaving.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const person = await signedIn(instances[0]!);
    const tab = await connect(`ws://127.0.0.1:${address.port}/api/live`, person.headers);
    await leaving.close();
    expect(await tab.closed).toBe(CLOSE_RESTART);

    // What the browser does on 1012 (lib/live-connection.ts): connect again, through the load
    // balancer to an instance that is up; "ready" there is its cue to read its lists again.
    const again = await connect(urls[1]!, person.headers);
    await publishLive(live.database.db, [person.userId], { type: 'message', id: 'after-failover' });
    await eventually(() => again.received.length === 1);
    expect(again.received).toEqual([{ type: 'message', id: 'after-failover' }]);
  });

  it('refuses an item type that is not an id-like name', async () => {
    await expect(publishLive(live.database.db, ['u'], { type: 'Bad Type!', id: 'x' })).rejects.toThrow('not a valid item type');
  });
});

/**
 * Sessions that end reach the open tabs at once (decision 0027): the item, then the socket closed
 * with 4001, on whichever instance holds it; tabs whose own session still holds are left alone.
 */
describe('ending sessions live', () => {
  const headersOf = (cookie: string) => ({ cookie, origin: ORIGIN });

  it('tells every tab of a disabled person, on every instance, and closes them; a new socket is a visitor’s', async () => {
    const made = await signUp(instances[0]!);
    const laptop = await signIn(instances[0]!, made.email);
    const bystander = await signedIn(instances[0]!);
    const tabs = [
      await connect(urls[0]!, headersOf(made.client.cookie)),
      await connect(urls[1]!, headersOf(made.client.cookie)),
      await connect(urls[1]!, headersOf(laptop.cookie)),
    ];
    const other = await connect(urls[0]!, bystander.headers);
    const admin = await signUp(instances[0]!);
    await live.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();

    await setAccountDisabled(live.database.db, { id: admin.userId, role: 'admin' }, made.userId, true, 'Spam wave');
    for (const tab of tabs) {
      expect(await tab.closed).toBe(CLOSE_SIGNED_OUT);
      expect(tab.received).toEqual([{ type: 'account.disabled', id: made.userId }]);
    }
    expect(other.received).toEqual([]);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    // Its cookie names no session any more: a new socket is a visitor's, and hears nothing of the account.
    const afterwards = await connect(urls[0]!, headersOf(made.client.cookie));
    expect(afterwards.ready).toEqual({ type: 'ready', id: 'visitor' });
    await publishLive(live.database.db, [made.userId], { type: 'message', id: 'not-for-a-visitor' });
    await publishLive(live.database.db, [bystander.userId], { type: 'message', id: 'marker' });
    await eventually(() => other.received.length === 1);
    expect(afterwards.received).toEqual([]);
  });

  it('"sign out elsewhere" ends the other sessions’ tabs and keeps this one connected', async () => {
    const made = await signUp(instances[0]!);
    const phone = await signIn(instances[0]!, made.email);
    const here = await connect(urls[0]!, headersOf(made.client.cookie));
    const there = await connect(urls[1]!, headersOf(phone.cookie));

    const revoked = await made.client.request('POST', '/api/auth/revoke-other-sessions', {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await there.closed).toBe(CLOSE_SIGNED_OUT);
    expect(there.received).toEqual([{ type: 'session.revoked', id: made.userId }]);

    // This tab's session holds: it hears later pushes and was told nothing.
    await publishLive(live.database.db, [made.userId], { type: 'message', id: 'still-here' });
    await eventually(() => here.received.length === 1);
    expect(here.received).toEqual([{ type: 'message', id: 'still-here' }]);
  });

  it('signing out, or a password change that ends the other sessions, closes the tabs of the sessions that ended', async () => {
    const made = await signUp(instances[0]!);
    const sameBrowser = await connect(urls[1]!, headersOf(made.client.cookie));
    const out = await made.client.request('POST', '/api/auth/sign-out', {});
    expect(out.statusCode, out.body).toBe(200);
    expect(await sameBrowser.closed).toBe(CLOSE_SIGNED_OUT);
    expect(sameBrowser.received).toEqual([{ type: 'session.revoked', id: made.userId }]);

    const desk = await signIn(instances[0]!, made.email);
    const deskTab = await connect(urls[0]!, headersOf(desk.cookie));
    const changed = await desk.request('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another horse battery',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The desk's own tab held the old session: it is told, then reconnects with the new cookie.
    expect(await deskTab.closed).toBe(CLOSE_SIGNED_OUT);
    expect(deskTab.received).toEqual([{ type: 'session.revoked', id: made.userId }]);
    const again = await connect(urls[0]!, headersOf(desk.cookie));
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
  });
});
