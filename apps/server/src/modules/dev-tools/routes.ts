import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { campaignStatusOf, moveEndToNow } from '../campaigns/service.js';
import { renewMembershipNow } from '../memberships/service.js';
import { renewNowForDevTools, type SubscriptionTerms } from '../subscriptions/service.js';

/** What both `renew-now`s answer: the renewal's outcome, the saved card's answer if charged, the status after. */
const renewNowAnswer = z.object({
  outcome: z.string(),
  card: z.enum(['credited', 'declined', 'already_final']).nullable(),
  status: z.enum(['active', 'past_due', 'paused', 'canceled']),
});

/** How long `end-now` waits for a settlement another instance is running. */
const SETTLEMENT_WAIT_MS = 20_000;

export interface DevToolsOptions {
  /** Pro's terms, for renewing a subscription now. */
  subscriptionTerms: SubscriptionTerms;
  /** The configured platform fee (percent), for a membership's renewal charge. */
  standardFeePercent: number;
}

/**
 * Development and test tools (DEV_TOOLS, off in production by default): make time pass for one
 * campaign or subscription. `end-now` moves a live campaign's end date to now and runs the due
 * jobs, so the real settlement job pays out or refunds at once; `renew-now` renews a person's Pro
 * now as the renewal job would at the period end (wallet first, then the saved card; decision
 * 0038); the memberships' `renew-now` runs a membership's real renewal now (decision 0078). Demos
 * and browser tests use them instead of waiting. Admins only.
 */
export const devToolsRoutes: FastifyPluginCallbackZod<DevToolsOptions> = (
  app,
  { subscriptionTerms, standardFeePercent },
  done,
) => {
  app.post(
    '/dev/campaigns/:id/end-now',
    {
      onRequest: app.requireAccess('admin'),
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.object({ status: z.string(), jobs: z.object({ ran: z.number(), failed: z.number() }) }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await moveEndToNow({ db: app.db, jobs: app.jobs }, id, new Date())))
        throw new AppError('CONFLICT', 'Only a live campaign can be ended early.');
      const jobs = await app.jobs.runDue();
      let status = await campaignStatusOf(app.db, id);
      // Another instance's poller may have claimed the settlement first (its row is skipped here
      // while it runs): wait for that run to commit rather than answer "live".
      for (let waited = 0; status === 'live' && waited < SETTLEMENT_WAIT_MS; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const more = await app.jobs.runDue();
        jobs.ran += more.ran;
        jobs.failed += more.failed;
        status = await campaignStatusOf(app.db, id);
      }
      if (!status) throw new AppError('NOT_FOUND', 'No campaign has this id.');
      return { status, jobs };
    },
  );
  app.post(
    '/dev/subscriptions/:userId/renew-now',
    {
      onRequest: app.requireAccess('admin'),
      schema: {
        params: z.object({ userId: z.string().min(1).max(64) }),
        response: {
          200: renewNowAnswer,
        },
      },
    },
    async (request) =>
      renewNowForDevTools(
        {
          db: app.db,
          jobs: app.jobs,
          terms: subscriptionTerms,
          payments: { provider: app.payments, purposes: app.paymentPurposes, log: request.log },
        },
        request.params.userId,
        new Date(),
      ),
  );
  app.post(
    '/dev/memberships/:id/renew-now',
    {
      onRequest: app.requireAccess('admin'),
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: renewNowAnswer,
        },
      },
    },
    async (request) =>
      renewMembershipNow(
        {
          db: app.db,
          jobs: app.jobs,
          feeRules: app.settlementFeeRules,
          standardFeePercent,
          payments: { provider: app.payments, purposes: app.paymentPurposes, log: request.log },
        },
        request.params.id,
        new Date(),
      ),
  );
  done();
};
