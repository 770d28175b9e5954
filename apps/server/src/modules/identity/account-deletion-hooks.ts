import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
  blockingReason?: (trx: Kysely<Database>, userId: string) => Promise<string | null>;
  /**
   * Removes what must not outlive the account; runs only once no hook blocked the deletion. The
   * account is as it was before any hook ran (its address, name and username), so a module can
   * find what names the person even after the users module has anonymised the row.
   */
  cleanUp?: (trx: Kysely<Database>, userId: string, account: DeletedAccount) => Promise<void>;
  /**
   * Runs just before the hook registered under this name (registered already), so its reason is
   * read first: the order of the reasons is the order the person should deal with them, which
   * need not be the order modules start in.
   */
  before?: string;
}

/** The registered hooks, run in the order they were registered (or placed with `before`). */
export class AccountDeletionHooks {
  readonly #hooks: { name: string; hook: AccountDeletionHook }[] = [];

  register(name: string, hook: AccountDeletionHook): void {
    if (this.#hooks.some((entry) => entry.name === name))
      throw new Error(`An account deletion hook named "${name}" is already registered.`);
    if (hook.before === undefined) {
      this.#hooks.push({ name, hook });
      return;
    }
    const position = this.#hooks.findIndex((entry) => entry.name === hook.before);
    if (position < 0)
      throw new Error(`The account deletion hook "${name}" goes before "${hook.before}", which is not registered yet.`);
    this.#hooks.splice(position, 0, { name, hook });
  }

  async blockingReasons(trx: Kysely<Database>, userId: string): Promise<string[]> {
    const reasons: string[] = [];
    for (const { hook } of this.#hooks) {
      const reason = await hook.blockingReason?.(trx, userId);
      if (reason) reasons.push(reason);
    }
    return reasons;
  }

  async cleanUp(trx: Kysely<Database>, userId: string, account: DeletedAccount): Promise<void> {
    for (const { hook } of this.#hooks) await hook.cleanUp?.(trx, userId, account);
  }
}
