import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Over 1 KiB, like a real index.html, so compression applies to it. */
export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Crowdspark</title>' +
  `<meta name="description" content="${'Back creative projects. '.repeat(50)}">` +
  '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** Large enough (> 1 KiB) that compression applies. */
export const FAKE_APP_JS = `export const app = ${JSON.stringify('crowdspark '.repeat(400))};\n`;

/** A tiny stand-in for apps/web/dist with the files a real build contains. */
export async function createFakeWebDist(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crowdspark-web-dist-'));
  const files: Record<string, string> = {
    'index.html': FAKE_INDEX_HTML,
    'assets/index-abc123.js': FAKE_APP_JS,
    'assets/index-def456.css': 'body{margin:0}',
    'service-worker.js': "self.addEventListener('install', () => {});",
    'workbox-1a2b3c4d.js': '// workbox runtime',
    'manifest.webmanifest': JSON.stringify({ name: 'Crowdspark', start_url: '/' }),
    'icons/icon-192.png': 'not-really-a-png',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    '.env': 'SECRET=do-not-serve',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
