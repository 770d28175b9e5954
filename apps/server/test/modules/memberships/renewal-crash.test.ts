import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { createCrashDatabase, type CrashDatabase } from '../../helpers/crash-database.js';
import { killLeftoverServer, runRenewalCrashScenario } from '../../helpers/renewal-crash-scenario.js';

const onPostgres = inject('testDatabase').kind === 'postgres';

/**
 * Memberships' exactly-once under a real kill -9 (docs/product-rules.md#memberships): the server as
 * a child process killed with SIGKILL mid-burst of renewals, restarted on the same data (a fresh
 * PostgreSQL database, or a PGlite data folder, which must recover); each month is paid once
 * (helpers/renewal-crash-scenario.ts).
 */
describe(`kill -9 in the middle of membership renewals (${onPostgres ? 'PostgreSQL' : 'PGlite data folder'})`, () => {
  let database: CrashDatabase;
  beforeAll(async () => {
    database = await createCrashDatabase();
  });
  afterAll(async () => {
    await killLeftoverServer();
    await database?.dispose();
  });

  it('pays each membership’s months exactly once after a restart, and the ledger checks pass', async () => {
    await runRenewalCrashScenario(database, 30);
    // A waiting budget, not a speed claim: about 45 s on a quiet machine, minutes beside other work on 2 cores.
  }, 300_000);
});
