import { loadConfig } from '../config/load-config.js';
import { ConfigError } from '../config/env-values.js';
import { openMigratedDatabase } from './migrated-database.js';
import { verifyLedger } from '../modules/ledger/verify.js';
import { ALL_LEDGER_CHECKS } from './all-ledger-checks.js';

/**
 * npm run check:ledger (built: node apps/server/dist/cli/check-ledger.js). Prints every ledger
 * invariant with its violations and exits 1 when any fails. Uses DATABASE_URL / DATA_DIR like the
 * server; with PGlite, stop the server first (one process per data directory).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    const report = await verifyLedger(database.db, ALL_LEDGER_CHECKS);
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
