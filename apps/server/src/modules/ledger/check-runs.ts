import type { LedgerCheckRun, LedgerCheckStatus } from '@crowdspark/shared/contracts/admin';
import type { Kysely, Transaction } from 'kysely';
import { writeAuditEntry } from '../../audit/audit-log.js';
import type { Database, JsonObject } from '../../db/schema.js';
import { recordEvent } from '../events/service.js';
import type { LedgerCheck, LedgerReport } from './verify.js';
import { verifyLedger } from './verify.js';

/**
 * Runs of the invariant check (decision 0035): the daily durable job (`ledger-check`) and the
 * portal's run button store each report; any violation records `ledger.check_failed`, which
 * notifications turns into an alert for every admin.
 */
export const LEDGER_CHECK_JOB = 'ledger-check';
export const LEDGER_CHECK_EVERY_MS = 24 * 60 * 60 * 1000;

type Row = { id: string; trigger: 'scheduled' | 'manual'; ok: boolean; report: JsonObject; createdAt: Date };

function present(row: Row): LedgerCheckRun {
  const report = row.report as unknown as LedgerReport;
  return { id: row.id, trigger: row.trigger, ok: row.ok, checkedAt: row.createdAt.toISOString(), checks: report.checks };
}

/** Checks the ledger, stores the run and alerts on a violation, all in the caller's transaction. */
export async function runLedgerCheck(
  trx: Transaction<Database>,
  checks: readonly LedgerCheck[],
  trigger: 'scheduled' | 'manual',
  startedBy: string | null,
): Promise<LedgerCheckRun> {
  const report = await verifyLedger(trx, checks);
  const row = await trx
    .insertInto('ledgerCheckRuns')
    .values({ trigger, ok: report.ok, report: report as unknown as JsonObject, startedBy })
    .returning(['id', 'trigger', 'ok', 'report', 'createdAt'])
    .executeTakeFirstOrThrow();
  if (!report.ok) {
    const violations = report.checks.reduce((total, check) => total + check.violations.length, 0);
    await recordEvent(trx, { type: 'ledger.check_failed', payload: { runId: row.id, trigger, violations } });
  }
  return present(row);
}

/** The run button: a manual run, audited (an admin action like any other). */
export async function runLedgerCheckByAdmin(
  db: Kysely<Database>,
  checks: readonly LedgerCheck[],
  adminId: string,
): Promise<LedgerCheckRun> {
  return db.transaction().execute(async (trx) => {
    const run = await runLedgerCheck(trx, checks, 'manual', adminId);
    await writeAuditEntry(trx, {
      actorId: adminId,
      action: 'ledger.check.run',
      targetType: 'ledger_check_run',
      targetId: run.id,
      before: null,
      after: { ok: run.ok },
      reason: null,
    });
    return run;
  });
}

export async function ledgerCheckStatus(db: Kysely<Database>): Promise<LedgerCheckStatus> {
  const latest = (trigger?: 'scheduled') => {
    let q = db.selectFrom('ledgerCheckRuns').select(['id', 'trigger', 'ok', 'report', 'createdAt']);
    if (trigger) q = q.where('trigger', '=', trigger);
    return q.orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
  };
  const [scheduled, any] = await Promise.all([latest('scheduled'), latest()]);
  return { lastScheduled: scheduled ? present(scheduled) : null, lastRun: any ? present(any) : null };
}
