import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { SERVER_PACKAGE_DIR } from '../../src/paths.js';
import { createUser } from '../factories/users.js';
import { fundWallet } from '../factories/money.js';

function runCheck(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/cli/check-ledger.ts'], {
      cwd: SERVER_PACKAGE_DIR,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** npm run check:ledger as a process, on a PGlite data directory of its own. */
describe('check:ledger command', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-ledger-cli-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints every check and exits 0 on a consistent ledger, 1 once a row is corrupted', async () => {
    const clean = await runCheck(dataDir);
    expect(clean.output).toContain('ok   every transaction sums to zero');
    expect(clean.output).toContain('Ledger is consistent.');
    expect(clean.code).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const user = await createUser(database.db);
      await fundWallet(database.db, user.id, 1000);
      await database.db.updateTable('ledgerAccounts').set({ balance: 5 }).where('ownerId', '=', user.id).execute();
    } finally {
      await database.close();
    }
    const broken = await runCheck(dataDir);
    expect(broken.output).toContain('FAIL every cached balance equals the sum of its entries');
    expect(broken.output).toMatch(/cached balance 5, entries sum to 1000/);
    expect(broken.code).toBe(1);
    // A waiting budget: two CLI runs (each starting tsx and PGlite) beside CI's other lanes on 2 cores.
  }, 180_000);
});
