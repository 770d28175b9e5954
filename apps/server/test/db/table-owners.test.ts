import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../src/db/table-owners.js';
import type { TableName } from '../../src/db/table-owners.js';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Kysely's writers take the table's camelCase name (CamelCasePlugin), optionally with an alias. */
const BUILDER_WRITE = /\b(insertInto|updateTable|deleteFrom|mergeInto)\(\s*['"`]([A-Za-z]+)/g;
/** Raw SQL inside sql`…` templates names the table in snake_case. */
const SQL_TEMPLATE = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from|merge\s+into)\s+([a-z_]+)/gi;

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const isTable = (name: string): name is TableName => Object.hasOwn(TABLE_OWNERS, name);

interface Write {
  file: string;
  table: TableName;
}

/** Every write to a known table in these sources (paths relative to src/). */
function writesIn(sources: Record<string, string>): Write[] {
  const found: Write[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(BUILDER_WRITE)) {
      const table = match[2]!;
      if (isTable(table)) found.push({ file, table });
    }
    for (const template of text.matchAll(SQL_TEMPLATE)) {
      for (const match of template[1]!.matchAll(SQL_WRITE)) {
        const table = camel(match[2]!.toLowerCase());
        if (isTable(table)) found.push({ file, table });
      }
    }
  }
  return found;
}

function writesOutsideOwner(sources: Record<string, string>): string[] {
  return writesIn(sources)
    .filter(({ file, table }) => !file.startsWith(TABLE_OWNERS[table]))
    .map(({ file, table }) => `${file} writes ${table}, which ${TABLE_OWNERS[table]} owns`);
}

function serverSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Migrations create and reshape every table; they are the schema, not a writer.
        if (entry.name !== 'migrations') walk(full);
      } else if (entry.name.endsWith('.ts')) {
        sources[path.relative(SRC, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
      }
    }
  };
  walk(SRC);
  return sources;
}

describe('one writer per table', () => {
  it('writes each table only from its owner (db/table-owners.ts)', () => {
    expect(writesOutsideOwner(serverSources())).toEqual([]);
  });

  it('finds the writes it checks: every owned table of a module with a repository is written somewhere', () => {
    const written = new Set(writesIn(serverSources()).map(({ table }) => table));
    // Not a vacuous pass: the scan sees writes to the busiest tables.
    for (const table of ['users', 'campaigns', 'pledges', 'ledgerEntries', 'auditLog', 'notifications'] as const) {
      expect(written, table).toContain(table);
    }
  });

  it('fails a planted write from another module, in the builder or in raw SQL', () => {
    expect(
      writesOutsideOwner({
        'modules/admin/repository.ts': "await db.updateTable('users').set({ role }).execute();",
        'db/seed-demo.ts': "await db.insertInto('campaigns as c').values(rows).execute();",
        'modules/stats/rollup.ts': 'await sql`delete from campaign_pledge_hours where hour < ${cutoff}`.execute(db);',
        'modules/identity/repository.ts': "await db.deleteFrom('authSessions').execute();",
      }),
    ).toEqual([
      'modules/admin/repository.ts writes users, which modules/identity/ owns',
      'db/seed-demo.ts writes campaigns, which modules/campaigns/ owns',
      'modules/stats/rollup.ts writes campaignPledgeHours, which modules/campaigns/ owns',
    ]);
  });
});
