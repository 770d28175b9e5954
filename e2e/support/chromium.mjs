// The system Chromium and the flags it runs with on a shared CI machine (no GPU, sandbox or
// background traffic), for both the browser tests (playwright.config.ts) and bench/lighthouse.mjs.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
