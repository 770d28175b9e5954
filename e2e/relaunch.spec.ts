import { expect, test } from './fixtures';
import { expectToast } from './support/identity';
import { endCampaignNow, launchCampaignByApi, topUpThroughCheckout, verifiedPerson } from './support/money';
import { BASE_URL } from './support/ports';

test.describe('relaunch and one-click re-back', () => {
  test.setTimeout(180_000);

  test('a failed campaign is relaunched by its creator, and its backer backs the relaunch in one click from the refund', async ({
    browser,
  }) => {
    const title = `Tool library van ${Date.now().toString(36)}`;
    const creator = await verifiedPerson(browser, 'Rosa Relaunch');
    const campaignId = await launchCampaignByApi(creator.page.request, {
      title,
      goal: 500_000,
      tiers: [{ title: 'Tool tote', description: 'A canvas tote.', minimumPledge: 1_000, estimatedDelivery: '2099-01' }],
    });

    // A backer pledges 12.00 for the tote from a 30.00 wallet; the goal is missed and the money goes back.
    const backer = await verifiedPerson(browser, 'Ben Backagain');
    await topUpThroughCheckout(backer.page, 3_000);
    const campaign = (await (await backer.page.request.get(`/api/campaigns/${campaignId}`)).json()) as {
      tiers: { id: string; title: string }[];
    };
    const pledged = await backer.page.request.post(`/api/campaigns/${campaignId}/pledges`, {
      data: { tierId: campaign.tiers[0]?.id, amount: 1_200 },
      headers: { origin: BASE_URL, 'idempotency-key': `pledge-${Date.now()}` },
    });
    expect(pledged.status(), await pledged.text()).toBe(201);
    expect(await endCampaignNow(browser, campaignId)).toBe('unsuccessful');

    // The wallet's refund row leads to the campaign's "What next?".
    await backer.page.goto('/wallet');
    await backer.page.getByRole('link', { name: 'Back a similar campaign' }).first().click();
    await expect(backer.page).toHaveURL(new RegExp(`/campaigns/${campaignId}#what-next$`));
    const next = backer.page.getByRole('region', { name: 'What next?' });
    await expect(next.getByRole('link', { name: /Back a similar campaign/ })).toHaveAttribute(
      'href',
      '/discover?category=community',
    );

    // The creator relaunches it as a draft from the campaign page, lands in the editor, and launches it.
    await creator.page.goto(`/campaigns/${campaignId}`);
    await creator.page.getByRole('button', { name: 'Relaunch as a new draft' }).click();
    await creator.page
      .getByRole('alertdialog', { name: 'Relaunch this campaign?' })
      .getByRole('button', { name: 'Make the draft' })
      .click();
    await expectToast(creator.page, 'Your relaunch draft is ready. Edit it and launch when you are ready.');
    await expect(creator.page).toHaveURL(/\/start-campaign\?id=/);
    const relaunchId = new URL(creator.page.url()).searchParams.get('id') ?? '';
    await expect(creator.page.getByLabel('Title')).toHaveValue(title);
    const launched = await creator.page.request.post(`/api/campaigns/${relaunchId}/launch`, { headers: { origin: BASE_URL } });
    expect(launched.status(), await launched.text()).toBe(200);

    // The backer is told, and the notification opens the relaunch with the one-click offer.
    await expect(async () => {
      await backer.page.goto('/notifications');
      await expect(
        backer.page.getByRole('link', { name: new RegExp(`relaunched ${title}: back it again in one click`) }),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await backer.page.getByRole('link', { name: new RegExp(`relaunched ${title}`) }).click();
    await expect(backer.page).toHaveURL(new RegExp(`/campaigns/${relaunchId}$`));
    await expect(backer.page.getByText(`This is a relaunch of ${title}.`)).toBeVisible();
    const offer = backer.page.getByRole('region', { name: 'You backed the first launch' });
    await expect(offer).toContainText('$12.00 for “Tool tote”');
    await offer.getByRole('button', { name: 'Back the relaunch with one click' }).click();
    await backer.page.getByRole('alertdialog', { name: 'Back this relaunch?' }).getByRole('button', { name: 'Back it' }).click();
    await expectToast(backer.page, 'Thank you! You back this relaunch.');
    await expect(offer).toBeHidden();
    const mine = (await (await backer.page.request.get(`/api/campaigns/${relaunchId}/pledges/mine`)).json()) as {
      pledge: { amount: number; tierId: string } | null;
    };
    expect(mine.pledge?.amount).toBe(1_200);
    const relaunched = (await (await backer.page.request.get(`/api/campaigns/${relaunchId}`)).json()) as {
      tiers: { id: string; title: string }[];
    };
    expect(relaunched.tiers.find((tier) => tier.id === mine.pledge?.tierId)?.title).toBe('Tool tote');

    // The earlier campaign now points at its relaunch for everyone.
    await backer.page.goto(`/campaigns/${campaignId}`);
    await expect(next.getByRole('link', { name: 'See the relaunch' })).toHaveAttribute('href', `/campaigns/${relaunchId}`);
    await creator.context.close();
    await backer.context.close();
  });
});
