// nginx from deploy/nginx.conf in front of the pair of app instances, in the two-instance browser
// tests (PostgreSQL runs only; playwright.config.ts starts it with tsx once the pair answers). A
// cookie (PIN_COOKIE) may pin a browser to one instance; answers name theirs in X-Upstream.
import { startNginx } from '../../apps/server/test/helpers/nginx.js';
import { EDGE_PORT, PAIR_PORTS, PIN_COOKIE } from './ports.js';

const upstreams = PAIR_PORTS.map((port) => `127.0.0.1:${port}`) as [string, string];
for (const address of upstreams) {
  const started = Date.now();
  while (
    !(await fetch(`http://${address}/api/ready`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 180_000) throw new Error(`${address} did not answer within three minutes`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
const nginx = await startNginx(upstreams, EDGE_PORT, { pinCookie: PIN_COOKIE });

async function stop(): Promise<void> {
  await nginx.stop().catch(() => undefined);
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
