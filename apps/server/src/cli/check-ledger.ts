import { loadConfig } from '../config/load-config.js';
import { ConfigError } from '../config/env-values.js';
import { openMigratedDatabase } from './migrated-database.js';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../modules/pledges/ledger-checks.js';
import { REWARDS_LEDGER_CHECKS } from '../modules/rewards/ledger-checks.js';
import { SUBSCRIPTION_LEDGER_CHECKS } from '../modules/subscriptions/ledger-checks.js';
import { PROMOTION_LEDGER_CHECKS } from '../modules/promotions/ledger-checks.js';
import { MEMBERSHIP_LEDGER_CHECKS } from '../modules/memberships/ledger-checks.js';

/**
 * npm run check:ledger (built: node apps/server/dist/cli/check-ledger.js). Prints every ledger
 * invariant with its violations and exits 1 when any fails. Uses DATABASE_URL / DATA_DIR like the
 * server; with PGlite, stop the server first (one process per data directory).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    // Every module's checks, as their plugin.ts registers them on app.ledgerChecks (no app here).
    const report = await verifyLedger(database.db, [
      ...CORE_LEDGER_CHECKS,
      ...PLEDGE_LEDGER_CHECKS,
      ...REWARDS_LEDGER_CHECKS,
      ...SUBSCRIPTION_LEDGER_CHECKS,
      ...PROMOTION_LEDGER_CHECKS,
      ...MEMBERSHIP_LEDGER_CHECKS,
    ]);
    for (const check of report.checks) {
      process.stdout.write(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}\n`);
      for (const violation of check.violations) process.stdout.write(`       - ${violation}\n`);
    }
    process.stdout.write(report.ok ? 'Ledger is consistent.\n' : 'Ledger has violations (see above).\n');
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
