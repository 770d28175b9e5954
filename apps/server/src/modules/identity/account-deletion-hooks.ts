import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What a module does when an account is about to be deleted, inside the deletion's transaction
 * (the user row is locked). Modules register one at start-up with
 * `app.identity.beforeAccountDeletion(name, hook)`, so identity never imports them.
 */
export interface AccountDeletionHook {
  /** Why the account cannot be deleted yet (shown to the person), or null. Changes nothing. */
  blockingReason?: (trx: Kysely<Database>, userId: string) => Promise<string | null>;
  /** Removes what must not outlive the account; runs only once no hook blocked the deletion. */
  cleanUp?: (trx: Kysely<Database>, userId: string) => Promise<void>;
}

/** The registered hooks, run in the order they were registered. */
export class AccountDeletionHooks {
  readonly #hooks = new Map<string, AccountDeletionHook>();

  register(name: string, hook: AccountDeletionHook): void {
    if (this.#hooks.has(name)) throw new Error(`An account deletion hook named "${name}" is already registered.`);
    this.#hooks.set(name, hook);
  }

  async blockingReasons(trx: Kysely<Database>, userId: string): Promise<string[]> {
    const reasons: string[] = [];
    for (const hook of this.#hooks.values()) {
      const reason = await hook.blockingReason?.(trx, userId);
      if (reason) reasons.push(reason);
    }
    return reasons;
  }

  async cleanUp(trx: Kysely<Database>, userId: string): Promise<void> {
    for (const hook of this.#hooks.values()) await hook.cleanUp?.(trx, userId);
  }
}
