import { contactReceiptSchema } from '@crowdspark/shared/contracts/contact';
import { describe, expect, it } from 'vitest';
import { freshClientIp } from '../../helpers/client-ip.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const message = {
  name: '  Maya Okafor ',
  email: 'maya@example.com',
  topic: 'support',
  message: '  My pledge shows twice in my wallet history.  ',
};

describe('POST /api/contact', () => {
  const context = useTestApp();

  const post = (payload: unknown, remoteAddress = freshClientIp()) =>
    context.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'user-agent': 'ContactTest/1.0' },
      payload: payload as object,
      remoteAddress,
    });

  it('stores the message and answers 201 {id, receivedAt}', async () => {
    const res = await post(message, '203.0.113.77');
    expect(res.statusCode).toBe(201);
    const receipt = contactReceiptSchema.parse(res.json());
    expect(Object.keys(res.json<object>()).sort()).toEqual(['id', 'receivedAt']);
    expect(new Date(receipt.receivedAt).toISOString()).toBe(receipt.receivedAt);

    const row = await context.database.db
      .selectFrom('contactMessages')
      .selectAll()
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      // Trimmed by the shared schema, as the form shows it.
      name: 'Maya Okafor',
      email: 'maya@example.com',
      topic: 'support',
      message: 'My pledge shows twice in my wallet history.',
      userAgent: 'ContactTest/1.0',
      userId: null,
      handledAt: null,
      // The sender's network, never the full address.
      ipNetwork: '203.0.113.0/24',
    });
    expect(row.createdAt.toISOString()).toBe(receipt.receivedAt);
  });

  it('answers 400 with the shared schema’s message for each field', async () => {
    const res = await post({ name: ' ', email: 'not-an-email', topic: 'billing', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('name') as unknown,
        fields: {
          name: 'Please enter your name.',
          email: 'Please enter a valid email address.',
          topic: 'Please choose a topic.',
          message: 'Please write at least 10 characters.',
        },
      },
    });
  });

  it('stores nothing for an invalid message', async () => {
    const before = await context.database.db.selectFrom('contactMessages').select('id').execute();
    await post({ ...message, email: 'nope' });
    const after = await context.database.db.selectFrom('contactMessages').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('keeps only the /48 network of an IPv6 sender', async () => {
    const res = await post(message, '2001:db8:abcd:12::1');
    const row = await context.database.db
      .selectFrom('contactMessages')
      .select('ipNetwork')
      .where('id', '=', res.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row.ipNetwork).toBe('2001:db8:abcd::/48');
  });
});
