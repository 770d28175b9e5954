import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/paths.js';
import { freePort } from './free-port.js';

/** Debian's nginx (.ci/run installs it); NGINX_BIN points elsewhere. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const nginxInstalled = (): boolean => existsSync(NGINX_BIN);

/** The production example this starts: the test proves that file, not a copy of it. */
export const DEPLOY_NGINX_CONF = path.join(REPO_ROOT, 'deploy', 'nginx.conf');

/** Replaces `from` in `text`, and throws when it is not there: a changed template must fail loudly, not run unchanged. */
function swap(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}; update test/helpers/nginx.ts`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
}

/**
 * deploy/nginx.conf with the two app servers at `upstreams`, listening on 127.0.0.1:`port`, its pid,
 * temp and cache files under `dir` instead of /tmp, and its access log in `dir`.
 */
export function nginxConfFor(template: string, { port, upstreams, dir, down = [], pinCookie }: NginxConfOptions): string {
  // `down`: servers taken out of rotation, as a rolling restart does before stopping one (deploy/README.md).
  const server = (index: number) => `server ${upstreams[index]}${down.includes(index) ? ' down' : ''} `;
  let conf = swap(template, 'server app1:3000 ', server(0));
  conf = swap(conf, 'server app2:3000 ', server(1));
  conf = swap(conf, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  conf = swap(conf, /\/tmp\//g, `${dir}/`);
  conf = swap(conf, 'access_log /dev/stdout ', `access_log ${dir}/access.log `);
  return pinCookie ? pinnedByCookie(conf, upstreams, pinCookie) : conf;
}

export interface NginxConfOptions {
  port: number;
  upstreams: [string, string];
  dir: string;
  down?: number[];
  /**
   * Browser tests only: a request whose cookie `pinCookie` is 1 or 2 goes to that server, any other
   * to the balanced pair, so a test says which instance serves a person without leaving nginx's
   * origin. Every answer names its server in `X-Upstream`.
   */
  pinCookie?: string;
}

function pinnedByCookie(conf: string, upstreams: [string, string], cookie: string): string {
  const pins =
    `map $cookie_${cookie} $pinned_upstream {\n        default crowdspark;\n        1 pinned_one;\n        2 pinned_two;\n    }\n` +
    `    upstream pinned_one { server ${upstreams[0]}; }\n    upstream pinned_two { server ${upstreams[1]}; }\n\n    upstream crowdspark {`;
  let pinned = swap(conf, 'upstream crowdspark {', pins);
  pinned = swap(pinned, /proxy_pass http:\/\/crowdspark;/g, 'proxy_pass http://$pinned_upstream;');
  return swap(pinned, /^(\s*)server_name _;$/m, '$1server_name _;\n$1add_header X-Upstream $upstream_addr always;');
}

export interface RunningNginx {
  url: string;
  port: number;
  dir: string;
  stderr: () => string;
  accessLog: () => Promise<string>;
  /** Rewrites the file with the servers in `down` out of rotation and reloads it (SIGHUP: in-flight requests finish). */
  reload(down: number[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground (`daemon off`) from deploy/nginx.conf in front of `upstreams`, on
 * `port` (a free one by default); resolves once it answers.
 */
export async function startNginx(
  upstreams: [string, string],
  port?: number,
  { pinCookie }: Pick<NginxConfOptions, 'pinCookie'> = {},
): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crowdspark-nginx-'));
  // Run as root (CI), nginx's workers drop to an unprivileged user: they must reach the temp paths.
  await chmod(dir, 0o755);
  port ??= await freePort();
  const confPath = path.join(dir, 'nginx.conf');
  const render = (down: number[]) =>
    readFile(DEPLOY_NGINX_CONF, 'utf8').then((template) => nginxConfFor(template, { port, upstreams, dir, down, pinCookie }));
  await writeFile(confPath, await render([]));
  let stderr = '';
  const child: ChildProcess = spawn(NGINX_BIN, ['-e', 'stderr', '-p', dir, '-c', confPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const answered = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    if (attempt > 100) {
      await stop();
      throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const reload = async (down: number[]) => {
    await writeFile(confPath, await render(down));
    child.kill('SIGHUP');
    // New workers start with the new file at once; old ones finish what they hold, then leave.
    await new Promise((r) => setTimeout(r, 500));
  };
  return { url, port, dir, stderr: () => stderr, accessLog: () => readFile(path.join(dir, 'access.log'), 'utf8'), reload, stop };
}
