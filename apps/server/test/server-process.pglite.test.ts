import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_AUTH_SECRET } from '../src/config/auth.js';
import { DEMO_USERS } from '../src/db/demo/accounts.js';
import { spawnServer } from './helpers/server-process.js';
import type { ServerProcess } from './helpers/server-process.js';
import { strongSecret } from './helpers/strong-secret.js';

/**
 * src/server.ts as a real process: configuration errors, start-up on PGlite, the data
 * directory lock, and graceful shutdown on SIGTERM. Always PGlite in a temporary DATA_DIR, so it
 * runs in the PGlite pass only (the PostgreSQL pass would repeat it unchanged).
 */
function startServer(env: Record<string, string>): ServerProcess {
  return spawnServer({ BETTER_AUTH_SECRET: strongSecret(), ...env });
}

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 170_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function listeningUrl(output: string): string | undefined {
  return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
}

// A real server process: tsx compiles it, it migrates a fresh PGlite and seeds the demo (pictures
// drawn by sharp). On a loaded two-core CI machine that took over 80 s, so these tests wait up to
// three minutes; they check what starts, not how fast (speed lives in the bench).
describe('the server process', { timeout: 180_000 }, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-server-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops at once with a readable message when the configuration is invalid', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'chatty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT: expected a whole number from 0 to 65535 (got "eighty")');
    expect(server.output()).toContain('LOG_LEVEL: expected one of');
  });

  it('refuses to start in production without an explicit payment provider', async () => {
    const server = startServer({ PAYMENTS_PROVIDER: '', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PAYMENTS_PROVIDER: required in production');
  });

  it('refuses to start in production with the development secret, naming the variable but not the value', async () => {
    const server = startServer({ BETTER_AUTH_SECRET: DEV_AUTH_SECRET, DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('BETTER_AUTH_SECRET: is a value published in the Crowdspark repository');
    expect(server.output()).not.toContain(DEV_AUTH_SECRET);
  });

  it('starts on PGlite, migrates, seeds, serves, refuses a second server on the same data, and drains on SIGTERM', async () => {
    const server = startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SHUTDOWN_DRAIN_DELAY: '3s',
    });
    try {
      const url = await waitFor(() => listeningUrl(server.output()), 'the server to listen');
      expect(server.output()).toContain('migrations applied');
      // Every demo person is inserted on a first start.
      expect(server.output()).toContain(`"usersInserted":${DEMO_USERS.length}`);
      // The demo set-up (sandbox allowed in production) is said loudly at every start.
      expect(server.output()).toContain('SANDBOX PAYMENTS IN PRODUCTION');

      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('strict-transport-security')).toContain('max-age=31536000');

      const second = startServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by process');

      server.child.kill('SIGTERM');
      // Out of rotation first: readiness fails while requests are still served.
      await waitFor(() => (server.output().includes('out of rotation') ? true : undefined), 'the drain to start');
      expect((await fetch(`${url}/api/ready`)).status).toBe(503);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutdown complete');
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('a first start with demo data prints one line for the seed and ends with the address to open', async () => {
    const freshDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-first-start-'));
    const server = startServer({ DATA_DIR: freshDir, SEED_DEMO: 'true', DEV_OUTBOX: 'true' });
    try {
      const running = await waitFor(
        () => /Crowdspark is running at (http:\/\/[^\s"]+)/.exec(server.output())?.[1],
        'the address to open',
      );
      // What the seed set off (mail to the demo backers, settlements) has had time to print, if it would.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const lines = server.output().trim().split('\n');
      expect(lines.at(-1)).toContain(`Crowdspark is running at ${running}`);
      // The development outbox's address follows the port the server took, just above.
      expect(lines.at(-2)).toContain(`${running}/dev/outbox`);
      expect(lines.filter((line) => line.includes('demo data seeded'))).toHaveLength(1);
      for (const noise of [
        'mail stored in outbox',
        'payment webhook processed',
        '/api/payments/webhooks',
        'campaign end processed',
      ])
        expect(
          lines.filter((line) => line.includes(noise)),
          noise,
        ).toEqual([]);
      // A screenful, not a thousand lines.
      expect(lines.length).toBeLessThan(20);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await rm(freshDir, { recursive: true, force: true });
    }
  });

  it('restarts on the same data: nothing to migrate, nothing to seed', async () => {
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    try {
      await waitFor(() => listeningUrl(server.output()), 'the server to listen');
      expect(server.output()).toContain('schema up to date');
      expect(server.output()).toContain('"usersInserted":0');
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
