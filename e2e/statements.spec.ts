import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { expectToast } from './support/identity';
import { launchCampaignByApi, topUpThroughWalletForm, verifiedPerson } from './support/money';

/** The text of a downloaded PDF as a PDF reader extracts it, white space folded (table cells wrap). */
async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function downloadFrom(page: Page, control: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  return download;
}

test('a backer tops up and pledges, opens a receipt, and downloads the yearly PDF statement with the same figures', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const year = new Date().getUTCFullYear();
  const today = new Date().toISOString().slice(0, 10);
  const title = `Statement Garden ${Date.now()}`;

  const creator = await verifiedPerson(browser, 'Cara Creator');
  const campaignId = await launchCampaignByApi(creator.context.request, { title, goal: 10_000 });

  // The backer tops up 80.00 through the sandbox checkout and pledges 30.00 from the wallet.
  const backer = await verifiedPerson(browser, 'Sam Statement');
  const page = backer.page;
  await topUpThroughWalletForm(page, '80');
  await page.goto(`/campaigns/${campaignId}`);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Back this campaign' }) });
  await panel.getByRole('radio', { name: /Thanks/ }).check();
  await panel.getByLabel(/Pledge amount/).fill('30');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('button', { name: 'Pledge $30.00 from my wallet' }).click();
  await expectToast(page, 'Thank you! You back this campaign.');

  // The pledge's receipt page, from its row of the wallet's history.
  await page.goto('/wallet');
  const history = page.getByRole('list', { name: 'Wallet history' });
  await history.getByRole('link', { name: /^Receipt for pledge of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const pledgeReceiptId = /\/wallet\/receipts\/([\w-]+)$/.exec(page.url())?.[1] ?? '';
  const details = page.getByLabel('Receipt details');
  await expect(details).toContainText(pledgeReceiptId);
  await expect(details).toContainText(`Pledge to “${title}”`);
  await expect(details).toContainText('−$30.00');
  await expect(details.getByRole('link', { name: title })).toHaveAttribute('href', `/campaigns/${campaignId}`);
  const receipt = await pdfTextOf(await downloadFrom(page, page.getByRole('link', { name: 'Download PDF receipt' })));
  expect(receipt).toContain(pledgeReceiptId);
  expect(receipt).toContain('-30.00 USD');
  expect(receipt).toContain(today);
  expect(receipt).toContain(title);

  // The yearly statement: the top-up, the pledge, the totals and the balances.
  await page.getByRole('link', { name: 'Back to your wallet' }).click();
  const statements = page.getByRole('region', { name: 'Statements' });
  await expect(statements.getByRole('combobox', { name: 'Year' })).toHaveValue(String(year));
  const download = await downloadFrom(page, statements.getByRole('button', { name: `Download PDF statement for ${year}` }));
  expect(download.suggestedFilename()).toBe(`crowdspark-statement-${year}.pdf`);
  await expect(statements.getByRole('status')).toHaveText(`Your ${year} statement (PDF) has downloaded.`);
  const statement = await pdfTextOf(download);
  expect(statement).toContain(`Crowdspark wallet statement ${year}`);
  expect(statement).toContain(backer.email);
  expect(statement).toContain(`Opening balance on ${year}-01-01 0.00 USD`);
  expect(statement).toContain('Top-ups +80.00 USD');
  expect(statement).toContain('Pledges -30.00 USD');
  expect(statement).toContain(`Closing balance on ${today} 50.00 USD`);
  expect(statement).toContain(`Receipt ${pledgeReceiptId}`);
  expect(statement).toContain('+80.00 USD');
  expect(statement).toContain('-30.00 USD');
  await backer.context.close();

  // The creator's payout statement from the dashboard: the pledge held in escrow.
  await creator.page.goto('/creator-dashboard');
  const payout = await pdfTextOf(
    await downloadFrom(creator.page, creator.page.getByRole('link', { name: `Download payout statement of ${title} as PDF` })),
  );
  expect(payout).toContain(title);
  expect(payout).toContain('Pledged 30.00 USD');
  expect(payout).toContain('Held in escrow now 30.00 USD');
  await creator.context.close();
});
