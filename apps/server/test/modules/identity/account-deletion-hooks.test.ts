import { beforeAll, describe, expect, it } from 'vitest';
import { DELETION_BLOCKED_PREFIX } from '../../../src/modules/identity/account-deletion.js';
import {
  createAccountDeletionHooks,
  deletionBlockingReasons,
  registerDeletionHook,
  runDeletionCleanUps,
} from '../../../src/modules/identity/account-deletion-hooks.js';
import { PASSWORD, signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';

interface ErrorBody {
  error: { code: string; message: string };
}

/** A module's hook, registered the way modules do at start-up, runs inside the deletion's transaction. */
describe('hooks before account deletion', () => {
  const test = useTestApp();
  const blocked = new Set<string>();
  const failingCleanUp = new Set<string>();

  beforeAll(() => {
    test.app.identity.beforeAccountDeletion('test-module', {
      blockingReason: async (trx, userId) => {
        // Reads inside the deletion's transaction see the locked, still living user.
        const row = await trx.selectFrom('users').select('deletedAt').where('id', '=', userId).executeTakeFirstOrThrow();
        expect(row.deletedAt).toBeNull();
        return blocked.has(userId) ? 'The test module still needs this account.' : null;
      },
      cleanUp: async (trx, userId) => {
        await trx
          .insertInto('auditLog')
          .values({ actorId: userId, action: 'test-module.cleaned-up', targetId: userId, details: {} })
          .execute();
        if (failingCleanUp.has(userId)) throw new Error('the test module failed to clean up');
      },
    });
  });

  const auditActions = async (userId: string) =>
    (await test.database.db.selectFrom('auditLog').select('action').where('targetId', '=', userId).execute())
      .map((row) => row.action)
      .sort();

  it('refuses with the hook’s reason and changes nothing', async () => {
    const { client, userId } = await signUp(test.app);
    blocked.add(userId);
    const res = await client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<ErrorBody>().error.message).toBe(`${DELETION_BLOCKED_PREFIX} The test module still needs this account.`);
    expect(await auditActions(userId)).toEqual([]);
    expect((await client.request('GET', '/api/me')).statusCode).toBe(200);
  });

  it('cleans up in the same transaction as the deletion', async () => {
    const { client, userId } = await signUp(test.app);
    const res = await client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditActions(userId)).toEqual(['test-module.cleaned-up', 'user.delete']);
  });

  it('rolls the whole deletion back when a clean-up fails', async () => {
    const { client, userId } = await signUp(test.app);
    failingCleanUp.add(userId);
    const res = await client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(res.statusCode).toBe(500);
    expect(await auditActions(userId)).toEqual([]);
    const row = await test.database.db.selectFrom('users').select('deletedAt').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.deletedAt).toBeNull();
    expect((await client.request('GET', '/api/me')).statusCode, 'the session survived').toBe(200);
  });

  it('refuses a second hook under a name already taken', () => {
    expect(() => test.app.identity.beforeAccountDeletion('test-module', {})).toThrow(/already registered/);
  });

  it('runs a hook registered with `before` just ahead of the named one, for its reason and its clean-up', async () => {
    const hooks = createAccountDeletionHooks();
    const ran: string[] = [];
    const hook = (name: string) => ({
      blockingReason: () => Promise.resolve(`${name} says no.`),
      cleanUp: () => {
        ran.push(name);
        return Promise.resolve();
      },
    });
    registerDeletionHook(hooks, 'first', hook('first'));
    registerDeletionHook(hooks, 'third', hook('third'));
    registerDeletionHook(hooks, 'second', { ...hook('second'), before: 'third' });
    registerDeletionHook(hooks, 'fourth', hook('fourth'));
    const { userId } = await signUp(test.app);
    const reasons = await test.database.db.transaction().execute((trx) => deletionBlockingReasons(trx, hooks, userId));
    expect(reasons).toEqual(['first says no.', 'second says no.', 'third says no.', 'fourth says no.']);
    const account = { email: 'someone@example.test', displayName: 'Someone', username: null };
    await test.database.db.transaction().execute((trx) => runDeletionCleanUps(trx, hooks, userId, account));
    expect(ran).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('refuses `before` a hook not registered yet (the module must start after it)', () => {
    const hooks = createAccountDeletionHooks();
    expect(() => registerDeletionHook(hooks, 'early', { before: 'later' })).toThrow(/"later", which is not registered yet/);
  });
});
