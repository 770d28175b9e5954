import { writeAuditEntry } from '../../audit/audit-log.js';
import { randomBytes } from 'node:crypto';
import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { hashPassword } from './password-hasher.js';
import { passwordProblems } from './password-policy.js';
import { assignUsername } from './usernames.js';

export interface SuperadminInput {
  email: string;
  password?: string;
  name?: string;
}

export type SuperadminOutcome = { action: 'created' | 'promoted' | 'unchanged'; userId: string };

/** Ids in Better Auth's style: 32 letters and digits. */
export function newId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(32)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Creates a superadmin (verified email, password account hashed like sign-up's), or promotes the
 * existing account with that email. Audited with a null actor (the command line).
 */
export async function createOrPromoteSuperadmin(
  db: Kysely<Database>,
  policy: PasswordPolicy,
  input: SuperadminInput,
): Promise<SuperadminOutcome> {
  const email = z.string().trim().toLowerCase().email().parse(input.email);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  if (existing) {
    if (existing.role === 'superadmin') return { action: 'unchanged', userId: existing.id };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ role: 'superadmin', updatedAt: new Date() }).where('id', '=', existing.id).execute();
      await writeAuditEntry(trx, {
        actorId: null,
        action: 'user.role.change',
        targetId: existing.id,
        details: { from: existing.role, to: 'superadmin', via: 'cli' },
      });
    });
    return { action: 'promoted', userId: existing.id };
  }
  if (!input.password) throw new Error('--password is required to create a new account');
  const problems = passwordProblems(policy, input.password);
  if (problems.length) throw new Error(`The password does not meet the policy: ${problems.join('; ')}`);
  const name = (input.name ?? '').trim() || email.split('@')[0] || 'Superadmin';
  const userId = newId();
  const password = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ id: userId, email, emailVerified: true, displayName: name, role: 'superadmin' })
      .execute();
    await trx
      .insertInto('authAccounts')
      .values({ id: newId(), userId, accountId: userId, providerId: 'credential', password })
      .execute();
    await writeAuditEntry(trx, { actorId: null, action: 'user.create-superadmin', targetId: userId, details: { via: 'cli' } });
  });
  await assignUsername(db, userId, name);
  return { action: 'created', userId };
}
