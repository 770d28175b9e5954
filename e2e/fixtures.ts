import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every page test fails on a console error or an uncaught page error, unless the test itself
 * declares the errors it provokes through `allowConsoleErrors`.
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp[];
  consoleGuard: undefined;
}>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => allowConsoleErrors.some((pattern) => pattern.test(text));
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error' || allowed(message.text())) return;
        // A failed resource load names its address only here: the report then says which request failed.
        const { url } = message.location();
        problems.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      page.on('pageerror', (error) => {
        if (!allowed(error.message)) problems.push(`pageerror: ${error.message}`);
      });
      await use(undefined);
      expect(problems, 'no console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
