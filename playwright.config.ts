import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against the production build served by the real server
 * on the embedded database. Two servers: the main one, and one whose copy of the web build the
 * update-prompt test rewrites (so a "new version" never leaks into other tests).
 */
const MAIN_PORT = 3210;
const UPDATE_PORT = 3211;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function serverCommand(name: string, port: number): string {
  const root = `.e2e/${name}`;
  return [
    `rm -rf ${root}`,
    `mkdir -p ${root}`,
    `cp -r apps/web/dist ${root}/web`,
    `PORT=${port} HOST=127.0.0.1 DATA_DIR=${root}/data WEB_DIST_DIR=$PWD/${root}/web SEED_DEMO=true NODE_ENV=production LOG_LEVEL=warn RATE_LIMIT_MAX=100000 PUBLIC_URL=http://127.0.0.1:${port} node apps/server/dist/server.js`,
  ].join(' && ');
}

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /update-prompt\.spec\.ts/,
    },
    {
      name: 'update-prompt',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${UPDATE_PORT}`,
      },
      testMatch: /update-prompt\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: serverCommand('main', MAIN_PORT),
      url: `http://127.0.0.1:${MAIN_PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: serverCommand('update', UPDATE_PORT),
      url: `http://127.0.0.1:${UPDATE_PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
