import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../src/modules/dev-outbox/routes.js';
import { call, fundWallet } from '../../factories/money.js';
import { movePeriod, renewalDueNow, walletSubscriber } from '../../factories/subscriptions.js';
import { deliverReversedAndTwice } from '../../helpers/events-out-of-order.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const MONTHLY = 900;

/**
 * Pro's dunning (docs/product-rules.md#event-handlers, decision 0050): "your renewal could not be
 * paid" is news only while the subscription is still unpaid when the event arrives.
 */
describe('notifications: Pro dunning follows the subscription as it is', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  const db = () => context.database.db;

  it('a failed renewal paid before its event arrives (in reverse, twice) sends no dunning; the renewal receipt goes', async () => {
    const user = await walletSubscriber(context.app, MONTHLY);
    await context.app.events.dispatchPending();

    // The renewal finds the wallet empty (renewal_failed), then a top-up pays it (renewed).
    await movePeriod(db(), user.userId, 30, -1000);
    await context.app.jobs.runDue();
    await fundWallet(db(), user.userId, MONTHLY);
    await renewalDueNow(db(), user.userId);
    await context.app.jobs.runDue();
    await deliverReversedAndTwice(context.app, 'notifications');

    const { email } = await db().selectFrom('users').select('email').where('id', '=', user.userId).executeTakeFirstOrThrow();
    const kinds = (await listOutbox(db(), email)).map((m) => m.kind);
    expect(kinds).toContain('subscription-renewal-receipt');
    expect(kinds).not.toContain('subscription-payment-failed');
    const inbox = (await call(user, context.app, 'GET', '/api/notifications')).json<{ items: { kind: string }[] }>();
    expect(inbox.items.map((i) => i.kind)).not.toContain('subscription_payment_failed');
  });
});
