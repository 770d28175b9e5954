import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.js';

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (postgresql-15); PG_BIN_DIR points elsewhere. */
const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const NEEDED = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

export interface StreamingReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica (fast shutdown: its connections are cut). */
  stopReplica(): Promise<void>;
  /** Stops both servers and removes their folders; safe to call after a failed start. */
  destroy(): Promise<void>;
}

function assertBinaries(): void {
  const missing = NEEDED.filter((name) => !existsSync(path.join(PG_BIN_DIR, name)));
  if (missing.length)
    throw new Error(
      `The read-replica test needs PostgreSQL's server binaries in ${PG_BIN_DIR} (missing: ${missing.join(', ')}). ` +
        'Install them (apt-get install postgresql-15) or set PG_BIN_DIR to the folder holding initdb, pg_ctl and pg_basebackup.',
    );
}

/** pg_ctl refuses to run as root: as root, the cluster runs as the `postgres` user. */
async function pgTool(name: string, args: string[]): Promise<void> {
  const binary = path.join(PG_BIN_DIR, name);
  const [command, commandArgs] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  try {
    await run(command, commandArgs, { timeout: 60_000 });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${name} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
  }
}

/** A folder the cluster's user can write. */
async function scratchFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'crowdspark-replica-'));
  await chmod(folder, 0o700);
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  return folder;
}

/**
 * A PostgreSQL primary and a hot-standby streaming replica of it, each on a free loopback port, in
 * a scratch folder: initdb (trust on loopback, replication allowed), pg_basebackup -R, start both.
 * Throws with a clear message when the binaries are missing.
 */
export async function startStreamingReplica(): Promise<StreamingReplica> {
  assertBinaries();
  const folder = await scratchFolder();
  const primaryDir = path.join(folder, 'primary');
  const replicaDir = path.join(folder, 'replica');
  const started: string[] = [];
  const stop = async (dir: string) => {
    if (!started.includes(dir)) return;
    await pgTool('pg_ctl', ['stop', '-D', dir, '-m', 'immediate', '-w']).catch(() => undefined);
    started.splice(started.indexOf(dir), 1);
  };
  const destroy = async () => {
    await stop(replicaDir);
    await stop(primaryDir);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await pgTool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    // Speed over durability (a throwaway cluster); sockets in the scratch folder, TCP on loopback only.
    await appendFile(
      path.join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${folder}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'fsync = off',
        'full_page_writes = off',
        'synchronous_commit = off',
        'shared_buffers = 16MB',
        '',
      ].join('\n'),
    );
    await pgTool('pg_ctl', ['start', '-D', primaryDir, '-w', '-l', path.join(folder, 'primary.log')]);
    started.push(primaryDir);
    // initdb's pg_hba.conf with --auth=trust already lets 127.0.0.1 replicate.
    await pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    await appendFile(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\nhot_standby = on\n`);
    await pgTool('pg_ctl', ['start', '-D', replicaDir, '-w', '-l', path.join(folder, 'replica.log')]);
    started.push(replicaDir);
    return {
      primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
      replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
      stopReplica: () => stop(replicaDir),
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

/** Runs one statement on a server with a connection of its own (replay control, LSNs). */
export async function queryOnce<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until the replica has replayed everything the primary has written so far. */
export async function waitForReplay(replica: StreamingReplica): Promise<void> {
  const [primary] = await queryOnce<{ lsn: string }>(replica.primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
  const lsn = primary?.lsn ?? '0/0';
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const [row] = await queryOnce<{ caughtUp: boolean }>(
      replica.replicaUrl,
      `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as "caughtUp"`,
    );
    if (row?.caughtUp) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the replica did not replay up to ${lsn}`);
}
