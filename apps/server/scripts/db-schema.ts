import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSchemaSource, SCHEMA_FILE, schemaDifference } from './schema-codegen.js';

/**
 * npm run db:schema: writes src/db/schema.generated.ts from a freshly migrated database.
 * npm run check:schema (--check): generates it in memory and exits 1, saying what to run, when the
 * committed file differs (a migration without its regenerated types, or a hand edit).
 */
async function main(): Promise<number> {
  const source = await generateSchemaSource();
  if (!process.argv.includes('--check')) {
    await writeFile(SCHEMA_FILE, source);
    process.stdout.write(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}.\n`);
    return 0;
  }
  const difference = schemaDifference(await readFile(SCHEMA_FILE, 'utf8').catch(() => ''), source);
  if (difference) {
    process.stderr.write(`${difference}\n`);
    return 1;
  }
  process.stdout.write('db/schema.generated.ts matches the migrated database.\n');
  return 0;
}

process.exitCode = await main();
