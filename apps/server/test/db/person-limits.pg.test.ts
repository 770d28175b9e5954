import { MESSAGES_PER_MINUTE, MESSAGES_TOO_FAST } from '@crowdspark/shared/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_RATE_LIMIT, RATE_LIMITED_MESSAGE } from '../../src/modules/community/comments.js';
import { person } from '../factories/campaign-setup.js';
import { createLiveCampaign } from '../factories/campaigns.js';
import { useTestApp } from '../helpers/use-test-app.js';

interface Answer {
  statusCode: number;
  json: <T>() => T;
}

/**
 * PostgreSQL only: PGlite has one connection, so parallel requests never overlap there. Each
 * per-person limit that counts the person's rows must hold when one person sends many requests
 * at once: exactly the limit accepted, every other one refused with the limit's own answer.
 */
describe('per-person limits under concurrency', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());

  function expectExactly(answers: Answer[], accepted: number, okStatus: number, message: string) {
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === okStatus).length, `statuses: ${statuses.join(',')}`).toBe(accepted);
    const refused = answers.filter((a) => a.statusCode !== okStatus);
    expect(refused.map((a) => a.statusCode)).toEqual(refused.map(() => 429));
    for (const answer of refused) expect(answer.json()).toMatchObject({ error: { message } });
  }

  it(`comments: 30 at once from one person, exactly ${COMMENT_RATE_LIMIT.max} posted`, async () => {
    const owner = await person(context);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    const chatty = await person(context);
    const url = `/api/campaigns/${campaign.id}/comments`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => chatty.client.request('POST', url, { body: `Comment ${i}` })),
    );
    expectExactly(answers, COMMENT_RATE_LIMIT.max, 201, RATE_LIMITED_MESSAGE);
    const stored = await context.database.db
      .selectFrom('campaignComments')
      .select('id')
      .where('authorId', '=', chatty.userId)
      .execute();
    expect(stored).toHaveLength(COMMENT_RATE_LIMIT.max);
    // Someone else is not held back by this person's limit.
    expect((await owner.client.request('POST', url, { body: 'Thanks all' })).statusCode).toBe(201);
  });

  it(`messages: ${MESSAGES_PER_MINUTE + 10} at once from one person, exactly ${MESSAGES_PER_MINUTE} sent`, async () => {
    const [ada, bo] = [await person(context), await person(context)];
    // Week-old accounts: the new-account limits do not apply, only the per-minute one.
    await context.database.db
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 3600 * 1000) })
      .where('id', 'in', [ada.userId, bo.userId])
      .execute();
    const { username } = await context.database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', bo.userId)
      .executeTakeFirstOrThrow();
    const started = await ada.client.request('POST', '/api/messages/conversations', { username });
    const conversationId = started.json<{ id: string }>().id;
    const url = `/api/messages/conversations/${conversationId}/messages`;
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 10 }, (_, i) =>
        ada.client.request('POST', url, { body: `Hello ${i}`, clientId: `race-client-${i}` }),
      ),
    );
    expectExactly(answers, MESSAGES_PER_MINUTE, 201, MESSAGES_TOO_FAST);
  });

  // The other things one person can add many of are kept to one per person by a key, not counted:
  // thirty at once still make exactly one, and every other answer is a clear 4xx, never a 500.
  it('reports: 30 of one campaign at once from one person make one report; the rest answer 409', async () => {
    const owner = await person(context);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    const reporter = await person(context);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        reporter.client.request('POST', '/api/reports', { targetType: 'campaign', targetId: campaign.id, reason: 'spam' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(29).fill(409));
    const stored = await context.database.db
      .selectFrom('reports')
      .select('id')
      .where('reporterId', '=', reporter.userId)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('collaborator invites: 30 of one person at once make one pending invite; the rest answer 409', async () => {
    const owner = await person(context);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        owner.client.request('POST', `/api/campaigns/${campaign.id}/invites`, { invitee: 'helper.race@example.test' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(29).fill(409));
  });
});
