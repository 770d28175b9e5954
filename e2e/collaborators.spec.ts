import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, verifiedUsername } from './support/identity';
import { contextFor, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

/**
 * Collaborators (decision 0025): an owner invites a person from the Team panel on the
 * creator dashboard; the invitee accepts there and edits the story, with the money settings
 * read-only; a declined invite and a revoked one disappear.
 */
const OWNER_EMAIL = 'ana@crowdspark.dev';
const origin = { origin: BASE_URL };

async function inviteByApi(request: APIRequestContext, campaignId: string, invitee: string): Promise<void> {
  const res = await request.post(`/api/campaigns/${campaignId}/invites`, { data: { invitee }, headers: origin });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('campaign collaborators', () => {
  test.setTimeout(120_000);

  test('an owner invites a user, who accepts on the dashboard, edits the story and posts an update', async ({
    page,
    browser,
  }) => {
    const owner = await contextFor(browser, OWNER_EMAIL);
    try {
      const title = `Team darkroom ${Date.now()}`;
      const campaignId = await launchCampaignByApi(owner.request, { title });
      const username = await verifiedUsername(page, 'Cleo Collaborator');

      const ownerPage = await owner.newPage();
      await ownerPage.goto('/creator-dashboard');
      await ownerPage.getByRole('button', { name: `Team of ${title}` }).click();
      const team = ownerPage.getByRole('region', { name: `Team of ${title}` });
      await team.getByLabel('Username or e-mail').fill(username);
      await team.getByRole('button', { name: 'Invite' }).click();
      const members = team.getByRole('list', { name: 'Collaborators and invites' });
      await expect(members.getByRole('listitem')).toHaveCount(1);
      await expect(members.getByRole('listitem')).toContainText(`@${username}Invite pending`);

      await page.goto('/creator-dashboard');
      const invites = page.getByRole('region', { name: 'Pending invites' });
      await expect(invites.getByText(title)).toBeVisible();
      await expect(invites.getByText('Invited by Ana Verified')).toBeVisible();
      await invites.getByRole('button', { name: `Accept invite to ${title}` }).click();
      await expect(page.getByRole('region', { name: 'Pending invites' })).toHaveCount(0);
      const mine = page.getByRole('region', { name: 'Campaigns you collaborate on' });
      await mine.getByRole('link', { name: `Edit ${title}` }).click();

      await page.getByRole('navigation', { name: 'Editor steps' }).getByRole('button', { name: 'Story' }).click();
      const story = page.getByRole('textbox', { name: 'Story' });
      await story.fill('Written by the team: we found a second enlarger.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByTestId('save-status')).toContainText(/Saved/, { timeout: 15_000 });

      // Money settings are the owner's: read-only, with the reason; no launch.
      await page.getByRole('navigation', { name: 'Editor steps' }).getByRole('button', { name: 'Funding' }).click();
      await expect(page.getByText('Only the campaign’s creator can change the money settings')).toBeVisible();
      await expect(page.getByLabel(/Funding goal/)).toHaveAttribute('readonly', '');

      await page.goto(`/campaigns/${campaignId}`);
      await expect(page.getByText('we found a second enlarger')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel campaign' })).toHaveCount(0);

      // Collaborators post updates (docs/product-rules.md#campaign-collaborators); the update names them.
      await page.getByRole('button', { name: 'Write an update' }).click();
      await page.getByLabel('Update title').fill('The second enlarger is here');
      await page.getByRole('textbox', { name: 'Update text' }).fill('Cleaned, calibrated and ready for the first workshop.');
      await page.getByRole('button', { name: 'Post update' }).click();
      await expectToast(page, 'Update posted.');
      const updates = page.getByRole('region', { name: 'Updates' });
      await expect(updates.getByRole('link', { name: 'The second enlarger is here' })).toBeVisible();
      await expect(updates.getByText('Cleo Collaborator')).toBeVisible();

      await ownerPage.reload();
      await ownerPage.getByRole('button', { name: `Team of ${title}` }).click();
      await expect(
        ownerPage.getByRole('region', { name: `Team of ${title}` }).getByText('Collaborator', { exact: true }),
      ).toBeVisible();
    } finally {
      await owner.close();
    }
  });

  test('a declined invite and a revoked invite disappear', async ({ page, browser }) => {
    const owner = await contextFor(browser, OWNER_EMAIL);
    const other = await browser.newContext({ baseURL: BASE_URL });
    try {
      const title = `Team print shop ${Date.now()}`;
      const campaignId = await launchCampaignByApi(owner.request, { title });
      const decliner = await verifiedUsername(page, 'Dee Decliner');
      const otherPage = await other.newPage();
      const revoked = await verifiedUsername(otherPage, 'Rex Revoked');
      await inviteByApi(owner.request, campaignId, decliner);
      await inviteByApi(owner.request, campaignId, revoked);

      await page.goto('/creator-dashboard');
      const invites = page.getByRole('region', { name: 'Pending invites' });
      await invites.getByRole('button', { name: `Decline invite to ${title}` }).click();
      await expect(page.getByRole('button', { name: `Decline invite to ${title}` })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Creator dashboard' })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);

      await otherPage.goto('/creator-dashboard');
      await expect(otherPage.getByRole('button', { name: `Accept invite to ${title}` })).toBeVisible();

      const ownerPage = await owner.newPage();
      await ownerPage.goto('/creator-dashboard');
      await ownerPage.getByRole('button', { name: `Team of ${title}` }).click();
      const team = ownerPage.getByRole('region', { name: `Team of ${title}` });
      await expect(team.getByText(`@${decliner}`)).toHaveCount(0);
      await team.getByRole('button', { name: `Revoke invite to @${revoked}` }).click();
      await ownerPage.getByRole('button', { name: 'Revoke invite', exact: true }).click();
      await expect(team.getByText(`@${revoked}`)).toHaveCount(0);
      await expect(team.getByText('No collaborators yet.')).toBeVisible();

      await otherPage.reload();
      await expect(otherPage.getByRole('heading', { name: 'Creator dashboard' })).toBeVisible();
      await expect(otherPage.getByRole('button', { name: `Accept invite to ${title}` })).toHaveCount(0);
    } finally {
      await owner.close();
      await other.close();
    }
  });
});
