import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletStatementsSchema, walletReceiptSchema } from '@crowdspark/shared/contracts/wallet';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { endCampaignNow, newBacker } from '../../factories/funded-campaign.js';
import { balanceOf, call, moneyUser, newKey, topUp } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';
import { storedUser } from '../../factories/users.js';
import { parseCsv, pdfText } from '../../helpers/pdf-text.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const BANK = { holderName: 'Ann Example', accountNumber: 'DE89 3704 0044 0532 0130 00' };
const YEAR = new Date().getUTCFullYear();
const TODAY = new Date().toISOString().slice(0, 10);

interface HistoryItem {
  id: string;
  type: string;
  amount: number;
  pledgeId: string | null;
  withdrawalId: string | null;
  receiptPdfUrl: string;
}

/** The PDF's text with every run of white space as one space (table cells wrap lines). */
const pdfOf = async (res: LightMyRequestResponse) => (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ');

/** The CSV's rows as objects keyed by the header. */
function csvRows(body: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(body);
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

function cents(decimal: string | undefined): number {
  if (decimal === undefined) throw new Error('no such cell');
  return Math.round(Number(decimal) * 100);
}

/** Each "Total" row's amount by its category. */
function totalsOf(rows: readonly Record<string, string>[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.Row === 'Total').map((r) => [r.Category!, r.Amount!]));
}

describe('receipts and yearly statements', () => {
  const context = useTestApp();
  let ada: MoneyUser;
  let history: HistoryItem[];

  const historyOf = async (user: MoneyUser) =>
    (await call(user, context.app, 'GET', '/api/wallet/transactions?limit=50')).json<{ items: HistoryItem[] }>().items;

  beforeAll(async () => {
    // Real movements: a paid top-up, a pledge canceled (refunded), a pledge kept, a withdrawal.
    ada = await moneyUser(context.app);
    await topUp(context.app, ada, 10_000);
    const first = await createLiveCampaign(context.database.db, { goal: 50_000 });
    const second = await createLiveCampaign(context.database.db, { goal: 50_000, title: 'Tool Library' });
    const pledged = await call(ada, context.app, 'POST', `/api/campaigns/${first.id}/pledges`, {
      body: { tierId: null, amount: 2500 },
      key: newKey(),
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
    const pledgeId = pledged.json<{ pledge: { id: string } }>().pledge.id;
    const canceled = await call(ada, context.app, 'POST', `/api/pledges/${pledgeId}/cancel`, { key: newKey() });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const kept = await call(ada, context.app, 'POST', `/api/campaigns/${second.id}/pledges`, {
      body: { tierId: null, amount: 3000 },
      key: newKey(),
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const withdrawn = await call(ada, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 1500, bankAccount: BANK },
      key: newKey(),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    history = await historyOf(ada);
    expect(history.map((t) => t.type)).toEqual(['withdrawal', 'pledge', 'pledge_refund', 'pledge', 'top_up']);
  });

  it('serves each movement a receipt page answer and a PDF naming the id, date, amount and holder', async () => {
    const topUpMovement = history.find((t) => t.type === 'top_up')!;
    const email = (await storedUser(context.database.db, ada.userId)).email;

    const page = await call(ada, context.app, 'GET', `/api/wallet/transactions/${topUpMovement.id}`);
    expect(page.statusCode).toBe(200);
    const receipt = walletReceiptSchema.parse(page.json());
    expect(receipt).toMatchObject({ transaction: { id: topUpMovement.id, amount: 10_000 }, holder: { email }, campaign: null });

    const pdf = await call(ada, context.app, 'GET', topUpMovement.receiptPdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="crowdspark-receipt-${topUpMovement.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfOf(pdf);
    expect(text).toContain(topUpMovement.id);
    expect(text).toContain('+100.00 USD');
    expect(text).toContain('Wallet top-up');
    expect(text).toContain(TODAY);
    expect(text).toContain(email);

    const pledge = history.find((t) => t.type === 'pledge' && t.amount === -3000)!;
    const pledgeText = await pdfOf(await call(ada, context.app, 'GET', pledge.receiptPdfUrl));
    expect(pledgeText).toContain('-30.00 USD');
    expect(pledgeText).toContain('Tool Library');
    expect(pledgeText).toContain(pledge.pledgeId!);
  });

  it('answers 404 to anyone but the owner, for the page, the text and the PDF', async () => {
    const stranger = await moneyUser(context.app);
    const id = history[0]!.id;
    for (const url of [`/api/wallet/transactions/${id}`, `/api/wallet/transactions/${id}/receipt`, history[0]!.receiptPdfUrl])
      expect((await call(stranger, context.app, 'GET', url)).statusCode, url).toBe(404);
  });

  it('makes the yearly PDF statement with every movement, the totals and the balances', async () => {
    const res = await call(ada, context.app, 'GET', `/api/wallet/statements/${YEAR}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="crowdspark-statement-${YEAR}.pdf"`);
    const text = await pdfOf(res);
    for (const movement of history) expect(text).toContain(movement.id);
    expect(text).toContain(history.find((t) => t.type === 'withdrawal')!.withdrawalId!);
    expect(text).toContain(`Opening balance on ${YEAR}-01-01`);
    expect(text).toMatch(/Top-ups\s+\+100\.00 USD/);
    expect(text).toMatch(/Pledges\s+-55\.00 USD/);
    expect(text).toMatch(/Refunds\s+\+25\.00 USD/);
    expect(text).toMatch(/Withdrawals\s+-15\.00 USD/);
    expect(text).toMatch(new RegExp(`Closing balance on ${TODAY}\\s+55\\.00 USD`));
    expect(await balanceOf(context.app, ada)).toBe(5500);
  });

  it('makes the CSV whose movements, totals and closing balance match the ledger', async () => {
    const res = await call(ada, context.app, 'GET', `/api/wallet/statements/${YEAR}.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRows(res.body);
    const movements = rows.filter((r) => r.Row === 'Movement');
    expect(movements.map((r) => r.Transaction).sort()).toEqual(history.map((t) => t.id).sort());
    for (const item of history)
      expect(cents(movements.find((r) => r.Transaction === item.id)!.Amount), item.type).toBe(item.amount);
    const totals = totalsOf(rows);
    expect(totals).toMatchObject({
      'Top-ups': '100.00',
      Pledges: '-55.00',
      Refunds: '25.00',
      Withdrawals: '-15.00',
      'Platform fees': '0.00',
    });
    const opening = cents(rows.find((r) => r.Row === 'Opening balance')!.Amount);
    const closing = cents(rows.find((r) => r.Row === 'Closing balance')!.Amount);
    expect(opening).toBe(0);
    expect(closing).toBe(await balanceOf(context.app, ada));
    expect(opening + Object.values(totals).reduce((sum, total) => sum + cents(total), 0)).toBe(closing);
  });

  it('shows a creator the funds a campaign collected and the platform fee withheld', async () => {
    const cleo = await moneyUser(context.app);
    const campaign = await createLiveCampaign(context.database.db, { goal: 5000, ownerId: cleo.userId });
    await newBacker(context, campaign.id, 2500);
    await newBacker(context, campaign.id, 2500);
    await endCampaignNow(context, campaign.id);
    const rows = csvRows((await call(cleo, context.app, 'GET', `/api/wallet/statements/${YEAR}.csv`)).body);
    const settlement = rows.find((r) => r.Row === 'Movement')!;
    expect(settlement).toMatchObject({
      Type: 'Campaign settlement',
      Amount: '47.50',
      Collected: '50.00',
      'Platform fee': '-2.50',
    });
    expect(totalsOf(rows)).toMatchObject({ 'Funds received': '50.00', 'Platform fees': '-2.50' });
    expect(cents(rows.find((r) => r.Row === 'Closing balance')!.Amount)).toBe(await balanceOf(context.app, cleo));
    const text = await pdfOf(await call(cleo, context.app, 'GET', `/api/wallet/statements/${YEAR}.pdf`));
    expect(text).toMatch(/Funds received\s+\+50\.00 USD/);
    expect(text).toMatch(/Platform fees\s+-2\.50 USD/);
    expect(text).toContain('Collected 50.00 USD, platform fee 2.50 USD');
  });

  it('lists the years to choose from and refuses a year outside them with a sentence', async () => {
    const list = walletStatementsSchema.parse((await call(ada, context.app, 'GET', '/api/wallet/statements')).json());
    expect(list).toEqual({ years: [YEAR], items: [] });
    for (const year of [1999, YEAR + 1]) {
      const res = await call(ada, context.app, 'GET', `/api/wallet/statements/${year}.pdf`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(`Choose a year from 2000 to ${YEAR}.`);
    }
    expect((await call(ada, context.app, 'GET', `/api/wallet/statements/last.csv`)).statusCode).toBe(400);
  });
});
