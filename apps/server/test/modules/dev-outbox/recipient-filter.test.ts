import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/use-test-app.js';

/** The development outbox shows one recipient's mail on request (the demo seed alone writes hundreds). */
describe('the development outbox, by recipient', () => {
  const t = useTestApp();

  async function mail(to: string, subject: string) {
    await t.app.mail.send({ to, subject, text: `Hello ${to}, see http://localhost/x`, kind: 'test' });
  }

  it('lists only the mail to ?to= (any case), on the JSON list and on the page with its form', async () => {
    await mail('ana@crowdspark.dev', 'For Ana');
    await mail('ben@crowdspark.dev', 'For Ben');
    await mail('Ana@Crowdspark.dev', 'For Ana again');

    const everyone = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(everyone.json<{ messages: { subject: string }[] }>().messages).toHaveLength(3);

    const ana = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ANA%40crowdspark.dev' });
    expect(ana.statusCode).toBe(200);
    expect(
      ana
        .json<{ messages: { subject: string }[] }>()
        .messages.map((m) => m.subject)
        .sort(),
    ).toEqual(['For Ana', 'For Ana again']);

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=ben%40crowdspark.dev' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="outbox-to">Recipient</label>');
    expect(page.body).toContain('value="ben@crowdspark.dev"');
    expect(page.body).toContain('For Ben');
    expect(page.body).not.toContain('For Ana');

    // A blank filter is everyone's mail; markup in it is text.
    const blank = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%20' });
    expect(blank.json<{ messages: unknown[] }>().messages).toHaveLength(3);
    const odd = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=%22%3E%3Cscript%3E' });
    expect(odd.body).not.toContain('"><script>');
  });
});
