// A new, empty database on the PostgreSQL server of a given URL: dropped first when it exists.
// Imported by the benches and scripts/test-all.mjs (`freshDatabase`); run from the command line it
// prints the new database's URL:
//   node scripts/pg-fresh-database.mjs postgres://postgres@127.0.0.1:5432/test crowdspark_e2e
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const PLAIN_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The same server and credentials, another database. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops `name` (ending leftover connections) and creates it empty; answers its URL. */
export async function freshDatabase(adminUrl, name) {
  if (!PLAIN_NAME.test(name)) throw new Error(`a database name is lowercase letters, digits and _: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    // WITH (FORCE) ends leftover connections from an interrupted run (PostgreSQL 13+).
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [adminUrl, name] = process.argv.slice(2);
  if (!adminUrl || !name || !PLAIN_NAME.test(name)) {
    console.error('usage: node scripts/pg-fresh-database.mjs <admin postgres URL> <database name: lowercase letters, digits, _>');
    process.exit(2);
  }
  console.log(await freshDatabase(adminUrl, name));
}
