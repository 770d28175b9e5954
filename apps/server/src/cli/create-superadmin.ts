import { parseArgs } from 'node:util';
import { loadConfig } from '../config/load-config.js';
import { ConfigError } from '../config/env-values.js';
import { openMigratedDatabase } from './migrated-database.js';
import { createOrPromoteSuperadmin } from '../modules/identity/superadmin.js';

/**
 * npm run create-superadmin -w @crowdspark/server -- --email you@example.com --password '…' --name 'You'
 * (built: node apps/server/dist/cli/create-superadmin.js …). Uses DATABASE_URL / DATA_DIR like the server;
 * with PGlite, stop the server first (one process per data directory).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.email) throw new Error('Usage: create-superadmin --email <email> [--password <password>] [--name <display name>]');
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    const outcome = await createOrPromoteSuperadmin(database.db, config.auth.passwordPolicy, {
      email: values.email,
      ...(values.password ? { password: values.password } : {}),
      ...(values.name ? { name: values.name } : {}),
    });
    process.stdout.write(`${outcome.action}: superadmin ${values.email} (id ${outcome.userId})\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
