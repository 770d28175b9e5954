import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { publicCampaignTiming } from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import type { JobHandler, JobRunner } from '../jobs/runner.js';
import { lockSave, markReminded } from './repository.js';

/**
 * The "saved campaign ends in 48 hours" reminder (docs/product-rules.md, Social: a reminder 48
 * hours before a saved campaign ends). One durable job per save, due at the campaign's end − 48 h
 * (or at once when the save is made closer to the end). Its handler re-checks, in the job's
 * transaction, that the save still exists and was not reminded yet (the save row is locked) and
 * that the campaign is still live and ends within 48 hours; then it records
 * `campaign.saved_ending_soon` and marks the save reminded together with the job's done mark, so
 * the event is recorded once per save even when the job runs twice.
 */
export const SAVED_ENDING_JOB = 'saved-campaign-ending';

export const REMINDER_LEAD_MS = 48 * 3_600_000;

const jobKey = (userId: string, campaignId: string) => `${SAVED_ENDING_JOB}:${userId}:${campaignId}`;

type Executor = Kysely<Database> | Transaction<Database>;

export function scheduleSavedEndingReminder(
  jobs: JobRunner,
  trx: Executor,
  save: { userId: string; campaignId: string; endsAt: Date; now: Date },
): Promise<void> {
  const runAt = new Date(Math.max(save.endsAt.getTime() - REMINDER_LEAD_MS, save.now.getTime()));
  return jobs.schedule(trx, {
    name: SAVED_ENDING_JOB,
    key: jobKey(save.userId, save.campaignId),
    runAt,
    payload: { userId: save.userId, campaignId: save.campaignId },
  });
}

export function cancelSavedEndingReminder(jobs: JobRunner, trx: Executor, userId: string, campaignId: string): Promise<void> {
  return jobs.cancel(trx, jobKey(userId, campaignId));
}

function payloadOf(payload: unknown): { userId: string; campaignId: string } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { userId, campaignId } = payload as Record<string, unknown>;
  return typeof userId === 'string' && typeof campaignId === 'string' ? { userId, campaignId } : null;
}

export function savedEndingReminderHandler(jobs: JobRunner): JobHandler {
  return async (trx, job, now) => {
    const save = payloadOf(job.payload);
    if (!save) return;
    const row = await lockSave(trx, save.userId, save.campaignId);
    if (!row || row.remindedAt !== null) return;
    const campaign = await publicCampaignTiming(trx, save.campaignId);
    if (!campaign || campaign.status !== 'live' || !campaign.endsAt || campaign.endsAt <= now) return;
    if (campaign.endsAt.getTime() - now.getTime() > REMINDER_LEAD_MS) {
      // The end moved later since the save: come back 48 hours before the new end.
      await scheduleSavedEndingReminder(jobs, trx, { ...save, endsAt: campaign.endsAt, now });
      return;
    }
    await recordEvent(trx, { type: 'campaign.saved_ending_soon', payload: save });
    await markReminded(trx, save.userId, save.campaignId, now);
  };
}
