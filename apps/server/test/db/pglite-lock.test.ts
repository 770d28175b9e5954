import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockPgliteDir } from '../../src/db/pglite-lock.js';

describe('PGlite data directory lock', () => {
  let dir: string;
  let dataDir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'crowdspark-lock-'));
    dataDir = path.join(dir, 'pglite');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes our pid beside the directory and removes it on release', async () => {
    const release = await lockPgliteDir(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
    await expect(stat(`${dataDir}.lock`)).rejects.toThrow();
  });

  it('refuses a directory another live process holds, naming it', async () => {
    // Our parent process is alive for as long as this test runs.
    await writeFile(`${dataDir}.lock`, String(process.ppid));
    await expect(lockPgliteDir(dataDir)).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that died', async () => {
    await writeFile(`${dataDir}.lock`, '999999999');
    const release = await lockPgliteDir(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
  });

  it('does not remove a lock that another process took over meanwhile', async () => {
    const release = await lockPgliteDir(dataDir);
    await writeFile(`${dataDir}.lock`, '12345');
    await release();
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe('12345');
  });
});
