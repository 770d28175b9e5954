import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, uniqueEmail } from './support/identity';
import {
  backByCard,
  contextFor,
  endCampaignNow,
  launchCampaignByApi,
  nextMonth,
  pngImage,
  topUpThroughWalletForm,
} from './support/money';

/** The big figure on the wallet page: the available balance in the platform currency. */
async function expectBalance(page: Page, text: string) {
  await page.goto('/wallet');
  const card = page.locator('li', { hasText: 'Available balance' }).first();
  await expect(card).toContainText(text);
}

/** A history row of the wallet, by its description. */
function historyRow(page: Page, description: string | RegExp) {
  return page.locator('li', { hasText: description }).filter({ has: page.getByRole('link', { name: /receipt/i }) });
}

test.describe('campaigns and money, end to end', () => {
  test.setTimeout(180_000);

  test('a creator launches with tiers and images; a backer tops up and pledges; the end date pays the creator; a missed goal refunds', async ({
    browser,
  }) => {
    const title = `Repair café toolkit ${Date.now().toString(36)}`;

    // The creator (a verified demo account) writes the campaign in the editor and launches it.
    const creator = await contextFor(browser, 'ana@crowdspark.dev');
    const editor = await creator.newPage();
    await editor.goto('/start-campaign');
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Short blurb').fill('Tools and a travelling workshop so neighbours can fix what they own.');
    await editor.getByLabel('Category').selectOption('community');
    await editor.getByRole('button', { name: 'Next: Story' }).click();
    await editor
      .getByRole('textbox', { name: 'Story' })
      .fill('Every month we fix kettles, lamps and bikes with borrowed tools. Let us own them.');
    await editor.getByRole('button', { name: 'Next: Media' }).click();
    // Over 256 KiB: uploaded resumably in parts; the gallery image goes in one request.
    await editor
      .getByLabel('Upload a cover')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(400, 300, 'noise') });
    await expect(editor.getByRole('img', { name: 'Current cover' })).toBeVisible({ timeout: 30_000 });
    await editor
      .getByLabel('Add a gallery image')
      .setInputFiles({ name: 'bench.png', mimeType: 'image/png', buffer: pngImage(320, 180, 'solid') });
    await expect(editor.getByRole('img', { name: 'Gallery, 1 of 1' })).toBeVisible({ timeout: 30_000 });
    await editor.getByRole('button', { name: 'Next: Funding' }).click();
    await editor.getByLabel(/Funding goal/).fill('100');
    await editor.getByRole('radio', { name: /All-or-nothing/ }).check();
    await editor.getByLabel('Duration in days').fill('30');
    await editor.getByRole('button', { name: 'Next: Rewards' }).click();
    await editor.getByRole('button', { name: 'Add a reward' }).click();
    await editor.getByLabel('Reward title').fill('Early bird');
    await editor.getByLabel('What backers get').fill('A sticker and your name on the toolbox.');
    await editor.getByLabel(/Minimum pledge/).fill('25');
    await editor.getByLabel('Estimated delivery').fill(nextMonth());
    await editor.getByRole('button', { name: 'Review & launch' }).click();
    await editor.getByRole('button', { name: 'Launch campaign' }).click();
    await editor.getByRole('alertdialog', { name: 'Launch this campaign?' }).getByRole('button', { name: 'Launch now' }).click();
    await expect(editor).toHaveURL(/\/campaigns\/[\w-]+$/, { timeout: 20_000 });
    const campaignUrl = new URL(editor.url()).pathname;
    const campaignId = campaignUrl.split('/').pop() ?? '';
    await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(editor.locator(`img[srcset*="/"]`).first()).toBeVisible();

    // The backer tops up through the sandbox checkout and lands on /payment-success.
    const backerEmail = uniqueEmail('bea.backer');
    const backer = await contextFor(browser, backerEmail, { create: { name: 'Bea Backer', password: 'Blue-kettle-47' } });
    const page = await backer.newPage();
    await topUpThroughWalletForm(page, '120');
    await page.waitForURL(/\/payment-success\?payment=/);
    await expect(page.getByText(/Your balance is now/)).toContainText('$120.00');

    // …then backs the campaign from the wallet, choosing the reward.
    await page.goto(campaignUrl);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Back this campaign' }) });
    await panel.getByRole('radio', { name: /Early bird/ }).check();
    await panel.getByLabel(/Pledge amount/).fill('100');
    await panel.getByRole('button', { name: 'Continue' }).click();
    await panel.getByRole('button', { name: 'Pledge $100.00 from my wallet' }).click();
    await expectToast(page, 'Thank you! You back this campaign.');
    // The campaign's progress: $100.00 raised by 1 backer (100% of the goal).
    await expect(page.locator('dd:visible', { hasText: '$100.00' }).first()).toBeVisible();
    await expect(page.locator('dd:visible', { hasText: /^1$/ }).first()).toBeVisible();

    await expectBalance(page, '$20.00');
    await expect(historyRow(page, `Pledge to “${title}”`)).toBeVisible();

    // The end date passes: the settlement job pays the creator, less the 5% platform fee.
    expect(await endCampaignNow(browser, campaignId)).toBe('successful');
    await editor.goto('/wallet');
    await expect(historyRow(editor, new RegExp(`Funds from “${title}”`))).toContainText('$95.00');

    // A second campaign misses its goal. The backer pledges more than the wallet holds and pays
    // the rest by card: the pledge is made when the payment confirms, and comes back at the end.
    const missedTitle = `Too ambitious ${Date.now().toString(36)}`;
    const missedId = await launchCampaignByApi(creator.request, { title: missedTitle, goal: 500_000 });
    await page.goto(`/campaigns/${missedId}`);
    await panel.getByRole('radio', { name: /No reward/ }).check();
    await panel.getByLabel(/Pledge amount/).fill('25');
    await panel.getByRole('button', { name: 'Continue' }).click();
    // The button names the pledge; the checkout asks only for what the wallet lacks.
    await expect(
      panel.getByText('Your wallet’s $20.00 goes towards it; your card pays the other $5.00 at checkout.'),
    ).toBeVisible();
    await backByCard(page, panel, '$25.00', '$5.00');
    await page.waitForURL(/\/payment-success\?payment=/);
    await expect(page.getByText(`Your pledge to ${missedTitle} is confirmed.`)).toBeVisible({ timeout: 20_000 });
    await expectBalance(page, '$0.00');

    expect(await endCampaignNow(browser, missedId)).toBe('unsuccessful');
    await expectBalance(page, '$25.00');
    await expect(historyRow(page, /returned: the campaign did not reach its goal/)).toContainText('$25.00');

    await creator.close();
    await backer.close();
  });

  test('a new backer with an empty wallet backs $25.00 by card through the sandbox checkout', async ({ browser }) => {
    const title = `Seed library ${Date.now().toString(36)}`;
    const creator = await contextFor(browser, 'ana@crowdspark.dev');
    const campaignId = await launchCampaignByApi(creator.request, {
      title,
      tiers: [
        { title: 'Seed packet', description: 'Ten heirloom varieties.', minimumPledge: 2500, estimatedDelivery: nextMonth() },
      ],
    });
    await creator.close();

    const backer = await contextFor(browser, uniqueEmail('nia.new'), { create: { name: 'Nia New', password: 'Blue-kettle-47' } });
    const page = await backer.newPage();
    await page.goto(`/campaigns/${campaignId}`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Back this campaign' }) });
    await panel.getByRole('radio', { name: /Seed packet/ }).check();
    await expect(panel.getByLabel(/Pledge amount/)).toHaveValue('25.00');
    // An empty wallet is not what a new backer reads first: no "$0.00" anywhere in the panel.
    await expect(panel.getByText('Your wallet balance')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(panel.getByTestId('confirm-amount')).toHaveText('$25.00');
    await expect(panel.getByText('You pay by card at checkout.', { exact: false })).toBeVisible();
    await expect(panel).not.toContainText('$0.00');
    await expect(panel.getByRole('button', { name: /^Top up/ })).toHaveCount(0);

    // The checkout asks for the whole pledge (the wallet holds nothing); paying makes the pledge.
    await backByCard(page, panel, '$25.00');
    await page.waitForURL(/\/payment-success\?payment=/);
    await expect(page.getByText(`Your pledge to ${title} is confirmed.`)).toBeVisible({ timeout: 20_000 });

    await page.goto(`/campaigns/${campaignId}`);
    await expect(panel.getByText('You back this campaign')).toBeVisible();
    await expect(panel.getByText(/\$25\.00 · Seed packet/)).toBeVisible();
    // The card's money went to the pledge, none is left over in the wallet.
    await expectBalance(page, '$0.00');
    await expect(historyRow(page, `Pledge to “${title}”`)).toContainText('$25.00');
    await backer.close();
  });
});
