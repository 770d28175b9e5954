import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUsersQuery,
  AuditList,
  AuditQuery,
} from '@crowdspark/shared/contracts/admin';
import type { Kysely } from 'kysely';
import { writeAuditEntry } from '../../audit/audit-log.js';
import type { Database, UserRole } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import { endSessionsOf, setBanned, setRole } from '../identity/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { walletBalanceOf } from '../ledger/service.js';
import { listAuditEntries } from './audit-repository.js';
import type { AdminTarget } from './repository.js';
import { findAdminTarget, findUserRow, lockAdminTarget, searchUsers, userActivity } from './repository.js';

export { getOverview } from './overview.js';

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

const NO_SUCH_USER = 'No user has this id.';

async function loadTarget(db: Kysely<Database>, id: string): Promise<AdminTarget> {
  const target = await findAdminTarget(db, id);
  if (!target) throw new AppError('NOT_FOUND', NO_SUCH_USER);
  return target;
}

/**
 * Grants or removes the admin role (docs/product-rules.md#roles). Only a superadmin may, and a
 * superadmin's own role is not changed here (the command line creates superadmins). Audited with
 * the role before and after and the reason, in the same transaction.
 */
export async function changeRole(
  db: Kysely<Database>,
  actor: AdminActor,
  targetId: string,
  role: 'user' | 'admin',
  reason: string,
): Promise<UserSummary> {
  if (actor.role !== 'superadmin') throw new AppError('FORBIDDEN', 'Only a superadmin can grant or remove the admin role.');
  await loadTarget(db, targetId);
  return db.transaction().execute(async (trx) => {
    const target = await lockAdminTarget(trx, targetId);
    if (!target) throw new AppError('NOT_FOUND', NO_SUCH_USER);
    if (target.role === 'superadmin') throw new AppError('FORBIDDEN', 'A superadmin’s role cannot be changed here.');
    await setRole(trx, target.id, role);
    await writeAuditEntry(trx, {
      actorId: actor.id,
      action: 'user.role.change',
      targetType: 'user',
      targetId: target.id,
      before: { role: target.role },
      after: { role },
      reason,
      details: { from: target.role, to: role },
    });
    return { id: target.id, role, disabled: target.banned };
  });
}

/**
 * Disables or enables an account. Admins may act on users; only a superadmin on admins; nobody on
 * a superadmin or on themselves. Disabling ends every session at once, so the person is signed out
 * at their next request (user-disabled). Audited with the reason in the same transaction.
 */
export async function setAccountDisabled(
  db: Kysely<Database>,
  actor: AdminActor,
  targetId: string,
  disabled: boolean,
  reason: string,
): Promise<UserSummary> {
  if (!isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  await loadTarget(db, targetId);
  return db.transaction().execute(async (trx) => {
    const target = await lockAdminTarget(trx, targetId);
    if (!target) throw new AppError('NOT_FOUND', NO_SUCH_USER);
    if (target.id === actor.id) throw new AppError('FORBIDDEN', 'You cannot disable your own account.');
    if (target.role === 'superadmin' || (target.role === 'admin' && actor.role !== 'superadmin'))
      throw new AppError('FORBIDDEN', 'Only a superadmin can disable an admin, and a superadmin cannot be disabled here.');
    await setBanned(trx, target.id, disabled, reason);
    // Ended at once; the rows stay until the user's next request, which learns why (user-disabled).
    if (disabled) await endSessionsOf(trx, target.id);
    await writeAuditEntry(trx, {
      actorId: actor.id,
      action: disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: target.id,
      before: { disabled: target.banned },
      after: { disabled },
      reason,
    });
    return { id: target.id, role: target.role, disabled };
  });
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserRow>>>;

function presentUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    username: row.username,
    role: row.role,
    disabled: row.banned,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const USERS_CURSOR = 'admin-users';

/** The users list: search by name, username or e-mail, filter by role and state, newest first. */
export async function listUsers(db: Kysely<Database>, query: AdminUsersQuery): Promise<AdminUserList> {
  const rows = await searchUsers(db, {
    q: query.q || undefined,
    role: query.role,
    disabled: query.disabled === undefined ? undefined : query.disabled === '1',
    after: query.cursor ? decodeDatedCursor(query.cursor, USERS_CURSOR) : null,
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentUser),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor(USERS_CURSOR, { at: last.createdAt, id: last.id }) : null,
  };
}

/** One person as admins see them: account, wallet, campaigns, pledges, sessions and reports. */
export async function getUserDetail(db: Kysely<Database>, userId: string, currency: string): Promise<AdminUserDetail> {
  const row = await findUserRow(db, userId);
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_USER);
  const [activity, balance] = await Promise.all([userActivity(db, userId), walletBalanceOf(db, userId, currency)]);
  const now = Date.now();
  return {
    user: presentUser(row),
    wallet: { balance, currency },
    campaigns: activity.campaigns.map((c) => ({ id: c.id, title: c.title, status: c.status, raised: toMinorUnits(c.raised) })),
    pledges: activity.pledges.map((p) => ({
      id: p.id,
      campaignId: p.campaignId,
      campaignTitle: p.title,
      amount: toMinorUnits(p.amount),
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    sessions: activity.sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      active: s.expiresAt.getTime() > now,
      userAgent: s.userAgent,
    })),
    reports: {
      filed: activity.filed,
      against: activity.against.map((r) => ({
        id: r.id,
        targetType: r.targetType,
        reason: r.reason,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      })),
    },
  };
}

const AUDIT_CURSOR = 'admin-audit';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/** The audit log, newest first, filtered by action prefix, actor, target and dates (UTC days, both inclusive). */
export async function listAudit(db: Kysely<Database>, query: AuditQuery): Promise<AuditList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, AUDIT_CURSOR) : null;
  if (after && !UUID.test(after.id))
    throw new AppError('BAD_REQUEST', 'The cursor is not valid for this list; start again from the first page.');
  const rows = await listAuditEntries(db, {
    action: query.action || undefined,
    actorId: query.actorId || undefined,
    targetId: query.targetId || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
    after,
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actorId ? { id: row.actorId, displayName: row.actorName ?? 'Deleted account' } : null,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor(AUDIT_CURSOR, { at: last.createdAt, id: last.id }) : null,
  };
}

/** A CSV cell: quoted, quotes doubled, and formula-looking text defused for spreadsheets. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** At most this many rows per export: filter by dates for more. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** The audit log as CSV with the same filters as the list (newest first, at most AUDIT_EXPORT_MAX_ROWS rows). */
export async function exportAuditCsv(db: Kysely<Database>, query: Omit<AuditQuery, 'cursor' | 'limit'>): Promise<string> {
  const lines = [
    ['created_at', 'action', 'actor_id', 'actor_name', 'target_type', 'target_id', 'before', 'after', 'reason', 'details'],
  ];
  let cursor: string | undefined;
  let rows = 0;
  do {
    const page = await listAudit(db, { ...query, limit: 200, ...(cursor ? { cursor } : {}) });
    for (const item of page.items)
      lines.push([
        item.createdAt,
        item.action,
        item.actor?.id ?? '',
        item.actor?.displayName ?? '',
        item.targetType ?? '',
        item.targetId ?? '',
        item.before === null ? '' : JSON.stringify(item.before),
        item.after === null ? '' : JSON.stringify(item.after),
        item.reason ?? '',
        JSON.stringify(item.details),
      ]);
    rows += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows < AUDIT_EXPORT_MAX_ROWS);
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
