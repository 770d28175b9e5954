import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { expectToast, PASSWORD, uniqueEmail, verifiedUsername } from './support/identity';
import { contextFor, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

/**
 * Editing updates with pictures (decision 0024): a picture in an update, shown in the list and on
 * its page; the edit form of an update; a collaborator moderates comments (a stranger cannot);
 * a deleted account's comment shows as deleted while the replies of others stay.
 */
const origin = { origin: BASE_URL };

/** A picture as a creator would pick it (PNG; the server re-encodes it to WebP). */
async function pictureFile() {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .png()
    .toBuffer();
  return { name: 'enlarger.png', mimeType: 'image/png', buffer };
}

/** Every picture of our uploads inside `scope` has loaded (the browser decoded it). */
async function expectPictureShown(page: Page, scope: string) {
  const picture = page.locator(`${scope} img[src^="/uploads/campaigns/"]`).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a creator posts an update with a picture, shown in the list and on its page, then edits it in the form', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const creator = await contextFor(browser, 'ana@crowdspark.dev');
  try {
    const campaignId = await launchCampaignByApi(creator.request, { title: `Picture darkroom ${Date.now().toString(36)}` });
    const page = await creator.newPage();
    await page.goto(`/campaigns/${campaignId}`);
    await page.getByRole('button', { name: 'Write an update' }).click();
    const form = page.getByRole('form', { name: 'New update' });
    await form.getByLabel('Update title').fill('The enlarger arrived');
    await form.getByRole('textbox', { name: 'Update text' }).fill('Here it is, unpacked.');
    await form.getByLabel('Upload a picture for the update text').setInputFiles(await pictureFile());
    await expectPictureShown(page, 'form[aria-label="New update"] [role="textbox"]');
    await form.getByRole('button', { name: 'Post update' }).click();
    await expectToast(page, 'Update posted.');

    // In the list on the campaign page, and on the update's own page.
    const updates = page.getByRole('region', { name: 'Updates' });
    await expect(updates.getByText('Here it is, unpacked.')).toBeVisible();
    await expectPictureShown(page, 'section[aria-labelledby="updates-heading"] article');
    // The picture is the update's, not the gallery's.
    const detail = (await (await creator.request.get(`/api/campaigns/${campaignId}`)).json()) as { gallery: unknown[] };
    expect(detail.gallery).toEqual([]);

    await updates.getByRole('link', { name: 'The enlarger arrived' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The enlarger arrived' })).toBeVisible();
    await expectPictureShown(page, 'main article');

    // The edit form opens with the update as it is; saving shows the new words at once.
    await page.getByRole('button', { name: 'Edit update “The enlarger arrived”' }).click();
    const edit = page.getByRole('form', { name: 'Edit update “The enlarger arrived”' });
    await expect(edit.getByLabel('Update title')).toHaveValue('The enlarger arrived');
    await expect(edit.getByRole('textbox', { name: 'Update text' })).toContainText('Here it is, unpacked.');
    await edit.getByLabel('Update title').fill('The enlarger arrived and works');
    await edit.getByRole('textbox', { name: 'Update text' }).press('End');
    await edit.getByRole('textbox', { name: 'Update text' }).pressSequentially(' First prints tomorrow.');
    await edit.getByRole('radio', { name: 'Backers only' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Update saved.');
    await expect(page.getByRole('heading', { level: 1, name: 'The enlarger arrived and works' })).toBeVisible();
    await expect(page.getByText('First prints tomorrow.')).toBeVisible();
    await expect(page.getByText(/· edited/)).toBeVisible();
    await expect(page.getByText('Backers only', { exact: true })).toBeVisible();
    await expectPictureShown(page, 'main article');

    // The campaign page's list shows the edited update too, and can open the same form.
    await page.getByRole('link', { name: 'Back to the campaign' }).click();
    const list = page.getByRole('region', { name: 'Updates' });
    await expect(list.getByRole('link', { name: 'The enlarger arrived and works' })).toBeVisible();
    await list.getByRole('button', { name: 'Edit update “The enlarger arrived and works”' }).click();
    const listEdit = page.getByRole('form', { name: 'Edit update “The enlarger arrived and works”' });
    await expect(listEdit.getByLabel('Update title')).toHaveValue('The enlarger arrived and works');
    await listEdit.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(list.getByRole('link', { name: 'The enlarger arrived and works' })).toBeVisible();
  } finally {
    await creator.close();
  }
});

test('a collaborator deletes a visitor’s comment, a stranger cannot; a deleted account’s comment shows as deleted, replies kept', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await contextFor(browser, 'ana@crowdspark.dev');
  const visitor = await contextFor(browser, uniqueEmail('vera'), { create: { name: 'Vera Visitor', password: PASSWORD } });
  const leaver = await contextFor(browser, uniqueEmail('lee'), { create: { name: 'Lee Leaver', password: PASSWORD } });
  const stranger = await contextFor(browser, uniqueEmail('sid'), { create: { name: 'Sid Stranger', password: PASSWORD } });
  try {
    const campaignId = await launchCampaignByApi(owner.request, { title: `Moderated darkroom ${Date.now().toString(36)}` });
    const campaignPath = `/campaigns/${campaignId}`;
    const commentsUrl = `/api/campaigns/${campaignId}/comments`;

    // `page` becomes a collaborator: invited by username, accepted.
    const username = await verifiedUsername(page, 'Cody Collaborator');
    const invited = await owner.request.post(`/api/campaigns/${campaignId}/invites`, {
      data: { invitee: username },
      headers: origin,
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const invites = (await (await page.request.get('/api/me/invites')).json()) as { items: { id: string }[] };
    const accepted = await page.request.post(`/api/me/invites/${invites.items[0]?.id}/accept`, { headers: origin });
    expect(accepted.status(), await accepted.text()).toBe(200);

    const posted = await visitor.request.post(commentsUrl, { data: { body: 'Buy cheap watches here' }, headers: origin });
    expect(posted.status()).toBe(201);
    const leaving = await leaver.request.post(commentsUrl, {
      data: { body: 'Which film stock will you stock?' },
      headers: origin,
    });
    const leavingId = ((await leaving.json()) as { id: string }).id;
    const reply = await owner.request.post(commentsUrl, {
      data: { body: 'Ilford and Kodak, mostly.', parentId: leavingId },
      headers: origin,
    });
    expect(reply.status()).toBe(201);

    // A stranger is offered no Delete on others' comments (and the server would refuse it).
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(campaignPath);
    const strangerComments = strangerPage.getByRole('region', { name: 'Comments' });
    await expect(strangerComments.getByRole('article', { name: 'Comment by Vera Visitor' })).toBeVisible();
    await expect(strangerComments.getByRole('button', { name: 'Delete comment by Vera Visitor' })).toHaveCount(0);

    // The collaborator moderates like the owner.
    await page.goto(campaignPath);
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('button', { name: 'Delete comment by Vera Visitor' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete comment' }).click();
    await expectToast(page, 'Comment deleted.');
    await expect(comments.getByRole('article', { name: 'Comment by Vera Visitor' })).toHaveCount(0);
    await strangerPage.reload();
    await expect(strangerPage.getByText('Buy cheap watches here')).toHaveCount(0);

    // Lee deletes their account: their words go, the creator's reply keeps its place under "Comment deleted".
    const deleted = await leaver.request.post('/api/auth/delete-user', { data: { password: PASSWORD }, headers: origin });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await strangerPage.reload();
    const thread = strangerPage.getByRole('region', { name: 'Comments' });
    await expect(thread.getByText('Comment deleted')).toBeVisible();
    await expect(thread.getByText('Which film stock will you stock?')).toHaveCount(0);
    await expect(thread.getByText('Ilford and Kodak, mostly.')).toBeVisible();
  } finally {
    await Promise.all([owner.close(), visitor.close(), leaver.close(), stranger.close()]);
  }
});
