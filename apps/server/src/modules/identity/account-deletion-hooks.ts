import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { Registry } from '../../registry.js';

/** Who is being deleted, read under the deletion's lock before any hook changed anything. */
export interface DeletedAccount {
  email: string;
  displayName: string;
  username: string | null;
}

/**
 * What a module does when an account is about to be deleted, inside the deletion's transaction
 * (the user row is locked). Modules register one at start-up with
 * `app.identity.beforeAccountDeletion(name, hook)`, so identity never imports them.
 */
export interface AccountDeletionHook {
  /** Why the account cannot be deleted yet (shown to the person), or null. Changes nothing. */
  blockingReason?: (trx: Transaction<Database>, userId: string) => Promise<string | null>;
  /**
   * Removes what must not outlive the account; runs only once no hook blocked the deletion. The
   * account is as it was before any hook ran (its address, name and username), so a module can
   * find what names the person even after the users module has anonymised the row.
   */
  cleanUp?: (trx: Transaction<Database>, userId: string, account: DeletedAccount) => Promise<void>;
  /**
   * Runs just before the hook registered under this name (registered already), so its reason is
   * read first: the order of the reasons is the order the person should deal with them, which
   * need not be the order modules start in.
   */
  before?: string;
}

interface NamedDeletionHook extends AccountDeletionHook {
  name: string;
}

/** The registered hooks, run in the order they were registered (or placed with `before`). */
export type AccountDeletionHooks = Registry<NamedDeletionHook>;

export function createAccountDeletionHooks(): AccountDeletionHooks {
  return new Registry<NamedDeletionHook>('account deletion hook', (hook) => hook.name);
}

export function registerDeletionHook(hooks: AccountDeletionHooks, name: string, hook: AccountDeletionHook): void {
  if (hook.before === undefined) hooks.register({ ...hook, name });
  else hooks.registerBefore(hook.before, { ...hook, name });
}

/** Every hook's reason not to delete the account yet, in the hooks' order. */
export async function deletionBlockingReasons(
  trx: Transaction<Database>,
  hooks: AccountDeletionHooks,
  userId: string,
): Promise<string[]> {
  const reasons: string[] = [];
  for (const hook of hooks.all()) {
    const reason = await hook.blockingReason?.(trx, userId);
    if (reason) reasons.push(reason);
  }
  return reasons;
}

export async function runDeletionCleanUps(
  trx: Transaction<Database>,
  hooks: AccountDeletionHooks,
  userId: string,
  account: DeletedAccount,
): Promise<void> {
  for (const hook of hooks.all()) await hook.cleanUp?.(trx, userId, account);
}
