import { expect, test } from './fixtures';
import { topUpThroughCheckout, verifiedPerson } from './support/money';

test('a withdrawal is reviewed before it leaves: amount, fee, account and arrival, then confirmed', async ({ browser }) => {
  test.setTimeout(90_000);
  const person = await verifiedPerson(browser, 'Wes Withdraw');
  await topUpThroughCheckout(person.page, 5_000);
  const page = person.page;
  await page.goto('/wallet');
  const form = page.locator('form', { has: page.getByLabel('Account number or IBAN') });
  await form.getByLabel('Amount').fill('20');
  await form.getByLabel('Account holder name').fill('Wes Withdraw');
  await form.getByLabel('Account number or IBAN').fill('GB29 NWBK 6016 1331 9268 19');
  await form.getByRole('button', { name: 'Review withdrawal' }).click();

  // Nothing has left yet: the review says what will happen.
  const review = page.getByRole('region', { name: 'Review your withdrawal' });
  await expect(review).toContainText('Amount$20.00');
  await expect(review).toContainText('FeeNone: you receive $20.00');
  await expect(review).toContainText('ToWes Withdraw, account •••• 6819');
  await expect(review).toContainText('1–3 business days');
  const balance = async () =>
    ((await (await page.request.get('/api/wallet')).json()) as { balances: { amount: number }[] }).balances[0]?.amount;
  expect(await balance()).toBe(5_000);

  // Edit keeps what was typed; confirming sends it.
  await review.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Amount')).toHaveValue('20');
  await form.getByRole('button', { name: 'Review withdrawal' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Withdrawal (processing|sent)/ })).toBeVisible();
  expect(await balance()).toBe(3_000);
  await person.context.close();
});
