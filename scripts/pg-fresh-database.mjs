// Drops and re-creates a database on the PostgreSQL server of the given URL, then prints the URL
// of the new, empty database. Used by CI to run the browser tests on PostgreSQL from scratch.
// Usage: node scripts/pg-fresh-database.mjs postgres://postgres@127.0.0.1:5432/test crowdspark_e2e
import pg from 'pg';

const [adminUrl, name] = process.argv.slice(2);
if (!adminUrl || !name || !/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
  console.error('usage: node scripts/pg-fresh-database.mjs <admin postgres URL> <database name: lowercase letters, digits, _>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
await client.connect();
try {
  // WITH (FORCE) ends leftover connections from an interrupted run (PostgreSQL 13+).
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
} finally {
  await client.end();
}
const url = new URL(adminUrl);
url.pathname = `/${name}`;
console.log(url.toString());
