import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { SERVER_PACKAGE_DIR } from '../../src/paths.js';

/** src/server.ts running as a real child process (the production configuration unless overridden). */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** The URL from its "Server listening at" line; rejects if it exits first. */
  readonly listening: Promise<string>;
  /** Its exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
}

/**
 * Starts the server from source with only PATH and the given variables (a clean environment, so
 * the developer's own settings never leak in). Set SERVER_PROCESS_LOG to a file to keep its log.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: SERVER_PACKAGE_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      PAYMENTS_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.SERVER_PROCESS_LOG) appendFileSync(process.env.SERVER_PROCESS_LOG, chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  // Tests that expect an early exit never await `listening`; keep its rejection from going unhandled.
  listening.catch(() => undefined);
  return { child, output: () => output, listening, exited };
}
