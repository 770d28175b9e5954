import { expect, test } from './fixtures';
import { expectToast, PASSWORD, uniqueEmail } from './support/identity';
import { contextFor, launchCampaignByApi, nextMonth, topUpThroughWalletForm } from './support/money';
import { BASE_URL } from './support/ports';

/**
 * Rewards that ship: the creator sets a shipping reward and an add-on in the editor;
 * a backer chooses both, sees reward + shipping + add-ons before paying, and the wallet is
 * charged exactly that total. A signed-out visitor sees a campaign's add-ons with their prices.
 */
test.describe('shipping and add-ons', () => {
  test.setTimeout(180_000);

  test('a creator offers a shipping reward with an add-on; a backer pledges the total shown', async ({ browser }) => {
    const title = `Letterpress kit ${Date.now().toString(36)}`;

    // The creator's draft has everything but the rewards (written through the API to keep the test short)…
    const creator = await contextFor(browser, 'ana@crowdspark.dev');
    const draft = await creator.request.post('/api/campaigns', {
      headers: { origin: BASE_URL },
      data: {
        title,
        blurb: 'A tabletop letterpress with type, ink and paper, shipped to your door.',
        story: 'We cast the type and build the presses in our workshop.',
        category: 'design',
        tags: ['print'],
        goal: 500_000,
        currency: 'USD',
        fundingModel: 'all_or_nothing',
        durationDays: 30,
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const { id } = (await draft.json()) as { id: string };

    // …and the rewards step sets where the reward ships, at what cost, and an add-on.
    const editor = await creator.newPage();
    await editor.goto(`/start-campaign?id=${id}`);
    await editor
      .getByRole('navigation', { name: 'Editor steps' })
      .getByRole('button', { name: /Rewards/ })
      .click();
    await editor.getByRole('button', { name: 'Add a reward' }).click();
    await editor.getByLabel('Reward title').fill('The press');
    await editor.getByLabel('What backers get').fill('A tabletop press and a case of type.');
    await editor.getByLabel(/Minimum pledge/).fill('20');
    await editor.getByLabel('Estimated delivery').fill(nextMonth());
    await editor.getByLabel('Reward 1 ships to backers (asks for an address)').check();
    await editor.getByLabel('Reward 1 ships to', { exact: true }).selectOption('US');
    await editor.getByLabel('Shipping cost (USD)').fill('5');
    await editor.getByLabel('Also ships to the rest of the world').check();
    await editor.getByLabel('Rest of the world shipping (USD)').fill('15');
    await editor.getByRole('button', { name: 'Add an add-on' }).click();
    await editor.getByLabel('Add-on title').fill('Ink set');
    await editor.getByLabel('Add-on price (USD)').fill('8');
    await editor.getByLabel('Add-on quantity (optional)').fill('10');
    await editor.getByRole('button', { name: 'Review & launch' }).click();
    await editor.getByRole('button', { name: 'Launch campaign' }).click();
    await editor.getByRole('alertdialog', { name: 'Launch this campaign?' }).getByRole('button', { name: 'Launch now' }).click();
    await expect(editor).toHaveURL(new RegExp(`/campaigns/${id}$`), { timeout: 20_000 });
    await expect(editor.getByText('Ships to United States and the rest of the world').first()).toBeVisible();

    // A backer tops up 100.00 through the sandbox checkout…
    const backer = await contextFor(browser, uniqueEmail('sam.shipping'), {
      create: { name: 'Sam Shipping', password: PASSWORD },
    });
    const page = await backer.newPage();
    await topUpThroughWalletForm(page, '100');

    // …chooses the reward, a country abroad, two ink sets, and sees the total before paying.
    await page.goto(`/campaigns/${id}`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Back this campaign' }) });
    await panel.getByRole('radio', { name: /The press/ }).check();
    await panel.getByLabel(/Ship to country/).selectOption('FR');
    await panel.getByLabel('Full name').fill('Sam Shipping');
    await panel.getByLabel('Address', { exact: true }).fill('12 rue des Imprimeurs');
    await panel.getByLabel('City').fill('Lyon');
    await panel.getByLabel('Postal code (optional)').fill('69001');
    await panel.getByLabel('Ink set ($8.00 each)').fill('2');
    await panel.getByRole('button', { name: 'Continue' }).click();
    const breakdown = panel.getByLabel('Pledge breakdown');
    await expect(breakdown).toContainText('Shipping to France');
    await expect(panel.getByTestId('breakdown-reward')).toHaveText('$20.00');
    await expect(panel.getByTestId('breakdown-shipping')).toHaveText('$15.00');
    await expect(breakdown).toContainText('2 × Ink set');
    await expect(panel.getByTestId('breakdown-total')).toHaveText('$51.00');
    await panel.getByRole('button', { name: 'Pledge $51.00 from my wallet' }).click();
    await expectToast(page, 'Thank you! You back this campaign.');
    await expect(panel.getByText('12 rue des Imprimeurs')).toBeVisible();

    // The wallet was charged exactly the total shown: 100.00 − 51.00.
    await page.goto('/wallet');
    await expect(page.locator('li', { hasText: 'Available balance' }).first()).toContainText('$49.00');
    await expect(page.locator('li', { hasText: `Pledge to “${title}”` }).first()).toContainText('$51.00');

    await backer.close();
    await creator.close();
  });

  test('a signed-out visitor sees the add-ons with their prices on the campaign page', async ({ browser, page }) => {
    const title = `Pottery wheel ${Date.now().toString(36)}`;
    const creator = await contextFor(browser, 'ana@crowdspark.dev');
    const id = await launchCampaignByApi(creator.request, {
      title,
      addOns: [
        { title: 'Glaze sampler', description: 'Six glazes in small jars.', price: 1250, quantity: 40 },
        { title: 'Apron', price: 900 },
      ],
    });
    await creator.close();

    // `page` has no session: the visitor is signed out.
    await page.goto(`/campaigns/${id}`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Back this campaign' }) });
    await expect(panel.getByRole('link', { name: 'Sign in to back this' })).toBeVisible();
    const addOns = panel.getByRole('list', { name: 'Add-ons' });
    const sampler = addOns.getByRole('listitem').filter({ hasText: 'Glaze sampler' });
    await expect(sampler).toContainText('+$12.50');
    await expect(sampler).toContainText('Six glazes in small jars.');
    await expect(sampler).toContainText('40 left');
    await expect(addOns.getByRole('listitem').filter({ hasText: 'Apron' })).toContainText('+$9.00');
    // Choosing them is for the pledge form, once signed in.
    await expect(panel.getByRole('spinbutton')).toHaveCount(0);
  });
});
