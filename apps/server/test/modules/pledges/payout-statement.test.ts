import { beforeAll, describe, expect, it } from 'vitest';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { endCampaignNow, newBacker } from '../../factories/funded-campaign.js';
import { balanceOf, call, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';
import { parseCsv, pdfText } from '../../helpers/pdf-text.js';
import { useTestApp } from '../../helpers/use-test-app.js';

describe("a campaign's payout statement", () => {
  const context = useTestApp();
  let cleo: MoneyUser;
  let campaignId: string;
  let pledgeIds: string[];
  let backer: MoneyUser;

  beforeAll(async () => {
    // Three backers of 25.00, 25.00 and 10.00; the last cancels (refunded); the campaign reaches 50.00 and settles.
    cleo = await moneyUser(context.app);
    campaignId = (await createLiveCampaign(context.database.db, { goal: 5000, ownerId: cleo.userId, title: 'Tool Library' })).id;
    backer = await newBacker(context, campaignId, 2500);
    await newBacker(context, campaignId, 2500);
    const leaver = await newBacker(context, campaignId, 1000);
    const leaverPledge = (
      await context.database.db.selectFrom('pledges').select('id').where('backerId', '=', leaver.userId).executeTakeFirstOrThrow()
    ).id;
    expect((await call(leaver, context.app, 'POST', `/api/pledges/${leaverPledge}/cancel`, { key: newKey() })).statusCode).toBe(
      200,
    );
    await endCampaignNow(context, campaignId);
    const rows = await context.database.db.selectFrom('pledges').select('id').where('campaignId', '=', campaignId).execute();
    pledgeIds = rows.map((r) => r.id);
  });

  it('PDF: the pledges collected, the refund, the 5% fee and the net paid, with each pledge id', async () => {
    const res = await call(cleo, context.app, 'GET', `/api/campaigns/${campaignId}/payout-statement.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="crowdspark-payout-${campaignId}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
    );
    const text = (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tool Library');
    expect(text).toContain('Pledged 60.00 USD');
    expect(text).toContain('Refunds to backers -10.00 USD');
    expect(text).toContain('Pledges collected 50.00 USD');
    expect(text).toContain('Platform fee (5%) -2.50 USD');
    expect(text).toContain('Net paid to the creator’s wallet 47.50 USD');
    expect(text).toContain('Held in escrow now 0.00 USD');
    expect(text).toContain('Withdrawals are not listed');
    for (const id of pledgeIds) expect(text).toContain(id);
    expect(await balanceOf(context.app, cleo)).toBe(4750);
  });

  it('CSV: every escrow movement, and totals that add up to what the ledger holds', async () => {
    const res = await call(cleo, context.app, 'GET', `/api/campaigns/${campaignId}/payout-statement.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Row', 'Date (UTC)', 'Item', 'Amount', 'Currency', 'Transaction', 'Pledge']);
    const movements = rows.filter((r) => r[0] === 'Movement');
    expect(movements.map((r) => [r[2], r[3]])).toEqual([
      ['Pledge', '25.00'],
      ['Pledge', '25.00'],
      ['Pledge', '10.00'],
      ['Refund', '-10.00'],
      ['Paid out at settlement', '-50.00'],
    ]);
    expect(movements.reduce((sum, r) => sum + Math.round(Number(r[3]) * 100), 0)).toBe(0);
    const totals = Object.fromEntries(
      rows.filter((r) => r[0] === 'Total').map((r): [string, string] => [r[2] ?? '', r[3] ?? '']),
    );
    expect(totals).toEqual({
      Pledged: '60.00',
      'Pledge changes': '0.00',
      'Refunds to backers': '-10.00',
      'Pledges collected': '50.00',
      'Platform fee (5%)': '-2.50',
      'Net paid to the creator’s wallet': '47.50',
      'Held in escrow now': '0.00',
    });
  });

  it('a collaborator may download it; a stranger and a backer get 404', async () => {
    const collaborator = await moneyUser(context.app);
    await context.database.db
      .insertInto('campaignCollaborators')
      .values({ campaignId, userId: collaborator.userId, invitedBy: cleo.userId })
      .execute();
    expect((await call(collaborator, context.app, 'GET', `/api/campaigns/${campaignId}/payout-statement.csv`)).statusCode).toBe(
      200,
    );
    const stranger = await moneyUser(context.app);
    for (const user of [stranger, backer])
      for (const format of ['pdf', 'csv'])
        expect((await call(user, context.app, 'GET', `/api/campaigns/${campaignId}/payout-statement.${format}`)).statusCode).toBe(
          404,
        );
    expect((await call(stranger, context.app, 'GET', '/api/campaigns/no-such-campaign/payout-statement.pdf')).statusCode).toBe(
      404,
    );
  });
});
