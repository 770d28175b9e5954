import { readFile, unlink, writeFile } from 'node:fs/promises';

/**
 * PGlite is PostgreSQL compiled into this process: two processes opening the same data
 * directory would both write it and corrupt it. A pid file beside the directory makes the second
 * server stop with a clear message instead. A lock left by a crashed process is taken over.
 */
export async function lockPgliteDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const ownPid = String(process.pid);
  try {
    await writeFile(lockPath, ownPid, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number((await readFile(lockPath, 'utf8')).trim());
    // Our own pid in the file means a previous run of a container that reuses pids: stale.
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(
        `The PGlite data directory ${dataDir} is in use by process ${holder}. PGlite allows one server per data directory: ` +
          'stop the other server, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
      );
    }
    await writeFile(lockPath, ownPid);
  }
  return async () => {
    const holder = await readFile(lockPath, 'utf8').catch(() => '');
    if (holder.trim() === ownPid) await unlink(lockPath).catch(() => undefined);
  };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
