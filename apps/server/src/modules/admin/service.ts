import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { endSessionsOf, recordAccountAudit } from '../identity/service.js';
import type { AdminTarget } from './repository.js';
import { findAdminTarget, setBanned, setRole } from './repository.js';

/** The signed-in admin making the change. */
export interface AdminActor {
  id: string;
  role: string;
}

export interface UserSummary {
  id: string;
  role: UserRole;
  disabled: boolean;
}

async function loadTarget(db: Kysely<Database>, id: string): Promise<AdminTarget> {
  const target = await findAdminTarget(db, id);
  if (!target) throw new AppError('NOT_FOUND', 'No user has this id.');
  return target;
}

/**
 * Grants or removes the admin role. Only a superadmin may, and a superadmin's own role is not
 * changed here (the command line creates superadmins). Audited in the same transaction.
 */
export async function changeRole(
  db: Kysely<Database>,
  actor: AdminActor,
  targetId: string,
  role: 'user' | 'admin',
): Promise<UserSummary> {
  if (actor.role !== 'superadmin') throw new AppError('FORBIDDEN', 'Only a superadmin can grant or remove the admin role.');
  const target = await loadTarget(db, targetId);
  if (target.role === 'superadmin') throw new AppError('FORBIDDEN', 'A superadmin’s role cannot be changed here.');
  await db.transaction().execute(async (trx) => {
    await setRole(trx, target.id, role);
    await recordAccountAudit(trx, {
      actorId: actor.id,
      action: 'user.role.change',
      targetId: target.id,
      details: { from: target.role, to: role },
    });
  });
  return { id: target.id, role, disabled: target.banned };
}

/**
 * Disables or enables an account. Admins may act on users; only a superadmin on admins; nobody on
 * a superadmin or on themselves. Disabling ends every session at once. Audited in the same transaction.
 */
export async function setAccountDisabled(
  db: Kysely<Database>,
  actor: AdminActor,
  targetId: string,
  disabled: boolean,
): Promise<UserSummary> {
  if (!isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  const target = await loadTarget(db, targetId);
  if (target.id === actor.id) throw new AppError('FORBIDDEN', 'You cannot disable your own account.');
  if (target.role === 'superadmin' || (target.role === 'admin' && actor.role !== 'superadmin'))
    throw new AppError('FORBIDDEN', 'Only a superadmin can disable an admin, and a superadmin cannot be disabled here.');
  await db.transaction().execute(async (trx) => {
    await setBanned(trx, target.id, disabled);
    // Ended at once; the rows stay until the user's next request, which learns why (user-disabled).
    if (disabled) await endSessionsOf(trx, target.id);
    await recordAccountAudit(trx, {
      actorId: actor.id,
      action: disabled ? 'user.disable' : 'user.enable',
      targetId: target.id,
      details: {},
    });
  });
  return { id: target.id, role: target.role, disabled };
}
