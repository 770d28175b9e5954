import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HelpAdminArticle,
  HelpAdminArticleList,
  HelpArticlePage,
  HelpCentre,
  HelpPreviewResult,
  HelpSearchResults,
  HelpVoteTally,
} from '@crowdspark/shared/contracts/help-center';
import { person } from '../../factories/campaign-setup.js';
import type { Person } from '../../factories/campaign-setup.js';
import { ORIGIN, client } from '../../helpers/auth.js';
import { freshClientIp } from '../../helpers/client-ip.js';
import { createFakeWebDist } from '../../helpers/fake-web-dist.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { XSS_PAYLOADS } from '../../helpers/xss-payloads.js';

/**
 * The help centre as content (docs/decisions/0036-help-centre-content.md,
 * docs/product-rules.md#help-centre): seeded articles, drafts and publish, full-text search,
 * votes, sanitised Markdown, admin-only editing with audit entries, and the article page's status
 * and link-preview tags.
 */
const PUBLIC_URL = ORIGIN;

describe('help centre', () => {
  let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
  beforeAll(async () => {
    dist = await createFakeWebDist();
  });
  afterAll(async () => {
    await dist.remove();
  });
  const context = useTestApp(() => ({ WEB_DIST_DIR: dist.dir, PUBLIC_URL }));

  let admin: Person;
  let superadmin: Person;
  let user: Person;
  beforeAll(async () => {
    admin = await person(context, { role: 'admin' });
    superadmin = await person(context, { role: 'superadmin' });
    user = await person(context);
  });

  /** A signed-out visitor on a network of their own (one fixed address for all their requests). */
  const visitor = () => client(context.app, { ip: freshClientIp() });
  const draft = (overrides: Record<string, unknown> = {}) => ({
    categoryId: 'backing',
    title: 'Pledging with a gift card',
    summary: 'How a gift card becomes wallet money you can pledge.',
    source: 'Redeem the **gift card** in your wallet, then pledge as usual.\n\n- Codes are single use.',
    reason: 'Answering a common question',
    ...overrides,
  });
  let sequence = 0;
  const newId = (prefix = 'test-article') => `${prefix}-${(sequence += 1)}`;

  /** Creates (and optionally publishes) an article as the admin. */
  const createArticle = async (fields: Record<string, unknown> = {}, publish = true): Promise<string> => {
    const id = newId();
    const created = await admin.client.request('POST', '/api/admin/help-articles', { id, ...draft(fields) });
    expect(created.statusCode, created.body).toBe(201);
    if (publish) {
      const published = await admin.client.request('POST', `/api/admin/help-articles/${id}/publish`, { reason: 'Ready' });
      expect(published.statusCode, published.body).toBe(200);
    }
    return id;
  };

  /** Every admin change says why: the reason its audit entry keeps. */
  const why = { reason: 'Keeping the help centre accurate' };
  const auditOf = (targetId: string) =>
    context.database.db
      .selectFrom('auditLog')
      .select(['actorId', 'action', 'targetType', 'before', 'after', 'reason', 'details'])
      .where('targetId', '=', targetId)
      .orderBy('createdAt')
      .execute();

  it('serves the articles that shipped with the web app, in their categories, at the same addresses', async () => {
    const res = await visitor().request('GET', '/api/help-center');
    expect(res.statusCode).toBe(200);
    const centre = res.json<HelpCentre>();
    expect(centre.categories.map((c) => c.id)).toEqual([
      'getting-started',
      'backing',
      'creating',
      'payments-and-wallet',
      'account-and-security',
    ]);
    const ids = centre.categories.flatMap((c) => c.articles.map((a) => a.id));
    for (const id of ['what-is-crowdspark', 'fees-explained', 'reset-your-password', 'how-pledging-works'])
      expect(ids).toContain(id);

    const article = await visitor().request('GET', '/api/help-center/articles/how-pledging-works');
    expect(article.statusCode).toBe(200);
    const page = article.json<HelpArticlePage>();
    expect(page.article.title).toBe('How pledging works');
    expect(page.article.categoryTitle).toBe('Backing');
    expect(page.article.bodyHtml).toContain('<h2>Where your money goes</h2>');
    expect(page.article.bodyHtml).toContain('<ol>');
    expect(page.article.bodyHtml).toMatch(/<blockquote>\s*<p><strong>Tip:<\/strong>/);
  });

  it('keeps a draft invisible to visitors until it is published, and its edits until the next publish', async () => {
    const id = await createArticle({ title: 'Zanzibar lanterns draft', summary: 'A draft about zanzibar lanterns only.' }, false);
    expect((await visitor().request('GET', `/api/help-center/articles/${id}`)).statusCode).toBe(404);
    const centre = (await visitor().request('GET', '/api/help-center')).json<HelpCentre>();
    expect(centre.categories.flatMap((c) => c.articles.map((a) => a.id))).not.toContain(id);
    expect((await visitor().request('GET', '/api/help-center/search?q=zanzibar')).json<HelpSearchResults>().results).toEqual([]);

    const published = await admin.client.request('POST', `/api/admin/help-articles/${id}/publish`, why);
    expect(published.json<HelpAdminArticle>().state).toBe('published');
    expect((await visitor().request('GET', `/api/help-center/articles/${id}`)).json<HelpArticlePage>().article.title).toBe(
      'Zanzibar lanterns draft',
    );

    // An edit is saved as a draft: visitors (and search) keep the published copy.
    const saved = await admin.client.request(
      'PUT',
      `/api/admin/help-articles/${id}`,
      draft({ title: 'Quetzal lanterns', summary: 'Now about quetzal lanterns.' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<HelpAdminArticle>().state).toBe('changed');
    expect((await visitor().request('GET', `/api/help-center/articles/${id}`)).json<HelpArticlePage>().article.title).toBe(
      'Zanzibar lanterns draft',
    );
    expect((await visitor().request('GET', '/api/help-center/search?q=quetzal')).json<HelpSearchResults>().results).toEqual([]);

    await admin.client.request('POST', `/api/admin/help-articles/${id}/publish`, why);
    expect((await visitor().request('GET', `/api/help-center/articles/${id}`)).json<HelpArticlePage>().article.title).toBe(
      'Quetzal lanterns',
    );
    expect(
      (await visitor().request('GET', '/api/help-center/search?q=quetzal')).json<HelpSearchResults>().results.map((r) => r.id),
    ).toEqual([id]);

    // Unpublished: 404 again, out of search, the draft still there for the editor.
    const unpublished = await admin.client.request('POST', `/api/admin/help-articles/${id}/unpublish`, why);
    expect(unpublished.json<HelpAdminArticle>()).toMatchObject({ state: 'draft', publishedAt: null });
    expect((await visitor().request('GET', `/api/help-center/articles/${id}`)).statusCode).toBe(404);
    expect((await visitor().request('GET', '/api/help-center/search?q=quetzal')).json<HelpSearchResults>().results).toEqual([]);
    expect((await admin.client.request('GET', `/api/admin/help-articles/${id}`)).json<HelpAdminArticle>().draft.title).toBe(
      'Quetzal lanterns',
    );
    const again = await admin.client.request('POST', `/api/admin/help-articles/${id}/unpublish`, why);
    expect(again.statusCode).toBe(409);
  });

  it('ranks a title match above a summary match above a body match, and matches word beginnings', async () => {
    const inBody = await createArticle({
      title: 'Shipping addresses',
      summary: 'Where your reward goes.',
      source: 'Mention of kumquat here.',
    });
    const inTitle = await createArticle({ title: 'Kumquat boxes', summary: 'Boxes for citrus rewards.', source: 'Plain body.' });
    const inSummary = await createArticle({
      title: 'Citrus rewards',
      summary: 'Sending kumquats safely.',
      source: 'Plain body.',
    });
    const search = async (q: string) =>
      (await visitor().request('GET', `/api/help-center/search?q=${encodeURIComponent(q)}`))
        .json<HelpSearchResults>()
        .results.map((r) => r.id);
    expect(await search('kumquat')).toEqual([inTitle, inSummary, inBody]);
    expect(await search('kumq')).toEqual([inTitle, inSummary, inBody]);
    // Every word must match.
    expect(await search('kumquat boxes')).toEqual([inTitle]);
    // Seeded content is searchable, with stemming: "refunds" finds "refund".
    expect(await search('refunds')).toContain('refunds-when-a-campaign-fails');
    // Query syntax is text, never an error.
    for (const q of ["'&|!:*()", 'a & | b', '\\', '😀', 'the']) {
      const res = await visitor().request('GET', `/api/help-center/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('corrects a misspelt word when the words as typed find nothing, from published articles only', async () => {
    const search = async (q: string) =>
      (await visitor().request('GET', `/api/help-center/search?q=${encodeURIComponent(q)}`)).json<HelpSearchResults>();
    // The seeded "Designing reward tiers" speaks of shipping.
    const typo = await search('shiping');
    expect(typo.results.map((r) => r.id)).toContain('reward-tiers');
    expect(typo.correctedQuery).toBe('shipping');
    // Each word on its own: the known one stays, the misspelt one is corrected.
    const two = await search('reward shiping');
    expect(two.results.map((r) => r.id)).toContain('reward-tiers');
    expect(two.correctedQuery).toBe('reward shipping');
    // Spelt right: no correction.
    const right = await search('shipping');
    expect(right.results.map((r) => r.id)).toContain('reward-tiers');
    expect(right.correctedQuery).toBeNull();
    // A draft's words are never offered as a correction.
    await createArticle({ title: 'Xylophone repairs', summary: 'Only a draft mentions xylophones.' }, false);
    expect(await search('xylophnoe')).toEqual({ query: 'xylophnoe', correctedQuery: null, results: [] });
  });

  it('answers bad search input with a sentence', async () => {
    const empty = await visitor().request('GET', '/api/help-center/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ q: 'Type a word to search for.' });
    const long = await visitor().request('GET', `/api/help-center/search?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
  });

  it('lists related articles: the same category first, then shared words', async () => {
    const res = await visitor().request('GET', '/api/help-center/articles/refunds-when-a-campaign-fails');
    const related = res.json<HelpArticlePage>().related;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.map((r) => r.id)).not.toContain('refunds-when-a-campaign-fails');
    expect(related[0]?.categoryId).toBe('backing');
  });

  it('counts one vote per visitor and article: signed out by network, signed in by the account', async () => {
    const id = await createArticle();
    const anonymous = visitor();
    const first = await anonymous.request('POST', `/api/help-center/articles/${id}/votes`, { helpful: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<HelpVoteTally>()).toEqual({ helpful: 1, notHelpful: 0, yourVote: 'helpful' });
    // Again from the same network: still one vote; changing the answer moves it.
    await anonymous.request('POST', `/api/help-center/articles/${id}/votes`, { helpful: true });
    const changed = await anonymous.request('POST', `/api/help-center/articles/${id}/votes`, { helpful: false });
    expect(changed.json<HelpVoteTally>()).toEqual({ helpful: 0, notHelpful: 1, yourVote: 'not-helpful' });

    // Another network and a signed-in user (twice) add one each.
    await visitor().request('POST', `/api/help-center/articles/${id}/votes`, { helpful: true });
    await user.client.request('POST', `/api/help-center/articles/${id}/votes`, { helpful: true });
    const twice = await user.client.request('POST', `/api/help-center/articles/${id}/votes`, { helpful: true });
    expect(twice.json<HelpVoteTally>()).toEqual({ helpful: 2, notHelpful: 1, yourVote: 'helpful' });

    // The article page tells each visitor their own vote.
    expect((await anonymous.request('GET', `/api/help-center/articles/${id}`)).json<HelpArticlePage>().votes).toEqual({
      helpful: 2,
      notHelpful: 1,
      yourVote: 'not-helpful',
    });
    expect((await visitor().request('GET', `/api/help-center/articles/${id}`)).json<HelpArticlePage>().votes.yourVote).toBeNull();

    // Concurrent votes from one network still count once.
    const racer = visitor();
    await racer.request('POST', `/api/help-center/articles/${id}/votes`, { helpful: true });
    await Promise.all(
      Array.from({ length: 5 }, () => racer.request('POST', `/api/help-center/articles/${id}/votes`, { helpful: true })),
    );
    expect((await racer.request('GET', `/api/help-center/articles/${id}`)).json<HelpArticlePage>().votes.helpful).toBe(3);
  });

  it('counts thirty signed-out votes from one network without cookies once', async () => {
    const id = await createArticle();
    const ip = freshClientIp();
    for (let i = 0; i < 30; i += 1) {
      // A new client each time: no cookie is ever sent back.
      const res = await client(context.app, { ip }).request('POST', `/api/help-center/articles/${id}/votes`, { helpful: true });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const tally = (await visitor().request('GET', `/api/help-center/articles/${id}`)).json<HelpArticlePage>().votes;
    expect(tally.helpful).toBe(1);
  });

  it('refuses votes on drafts and unknown articles, and malformed votes', async () => {
    const hidden = await createArticle({}, false);
    expect((await visitor().request('POST', `/api/help-center/articles/${hidden}/votes`, { helpful: true })).statusCode).toBe(
      404,
    );
    expect(
      (await visitor().request('POST', '/api/help-center/articles/no-such-article/votes', { helpful: true })).statusCode,
    ).toBe(404);
    const bad = await visitor().request('POST', '/api/help-center/articles/fees-explained/votes', { helpful: 'yes' });
    expect(bad.statusCode).toBe(400);
    const count = await context.database.db
      .selectFrom('helpArticleVotes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('articleId', '=', hidden)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('lets nothing executable through the preview or a published article (XSS corpus)', async () => {
    // The safe parts first: a payload that opens <style> takes everything after it with it.
    const source = [
      '# Heading',
      '<a href="https://example.com" onclick="x()">ok</a>',
      '[link](javascript:alert(1))',
      ...XSS_PAYLOADS,
    ].join('\n\n');
    const preview = await admin.client.request('POST', '/api/admin/help-articles/preview', { source });
    expect(preview.statusCode, preview.body).toBe(200);
    const html = preview.json<HelpPreviewResult>().html;
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<form|<style|<meta|<base|<link|<body|<details/i);
    expect(html).not.toMatch(/\son\w+\s*=|javascript:|data:text|srcdoc|style=/i);

    const id = await createArticle({ source });
    const page = (await visitor().request('GET', `/api/help-center/articles/${id}`)).json<HelpArticlePage>();
    expect(page.article.bodyHtml).toBe(html);
  });

  it('refuses bad editor input with sentences, naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ id: 'Has Spaces', ...draft() }, /lower-case letters/],
      [{ id: 'ok-id-1', ...draft({ title: 'x' }) }, /title needs/],
      [{ id: 'ok-id-2', ...draft({ source: '   ' }) }, /Write the article/],
      [{ id: 'ok-id-3', ...draft({ categoryId: 'no-such-category' }) }, /categories/],
      [{ id: 'ok-id-4', ...draft({ source: `${'*a* '.repeat(300)}` }) }, /The article cannot be shown/],
      [{ id: 'ok-id-5', ...draft(), extra: true }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await admin.client.request('POST', '/api/admin/help-articles', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      // The message names the field; the field's own sentence is what the form shows beside it.
      expect(JSON.stringify(res.json<{ error: unknown }>().error)).toMatch(message);
    }
    // An address that exists already (a seeded one).
    const taken = await admin.client.request('POST', '/api/admin/help-articles', { id: 'fees-explained', ...draft() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: { message: string } }>().error.message).toMatch(/already has this address/);
    // Unknown ids for every admin action.
    expect((await admin.client.request('PUT', '/api/admin/help-articles/nope-nope', draft())).statusCode).toBe(404);
    expect((await admin.client.request('POST', '/api/admin/help-articles/nope-nope/publish', why)).statusCode).toBe(404);
    expect((await admin.client.request('DELETE', '/api/admin/help-articles/nope-nope', why)).statusCode).toBe(404);
  });

  it('lets only admins and superadmins edit (anonymous 401, user 403)', async () => {
    const id = await createArticle();
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/api/admin/help-articles'],
      ['GET', `/api/admin/help-articles/${id}`],
      ['POST', '/api/admin/help-articles', { id: newId(), ...draft() }],
      ['PUT', `/api/admin/help-articles/${id}`, draft()],
      ['POST', '/api/admin/help-articles/preview', { source: 'hi' }],
      ['POST', `/api/admin/help-articles/${id}/publish`, why],
      ['POST', `/api/admin/help-articles/${id}/unpublish`, why],
      ['DELETE', `/api/admin/help-articles/${id}`, why],
    ];
    for (const [method, url, body] of calls) {
      expect((await visitor().request(method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await user.client.request(method, url, body)).statusCode, `${method} ${url} user`).toBe(403);
    }
    expect(await auditOf(id)).toHaveLength(2); // create and publish by the admin, nothing from the refused calls
    // A superadmin counts as admin.
    const list = await superadmin.client.request('GET', '/api/admin/help-articles');
    expect(list.statusCode).toBe(200);
    expect(list.json<HelpAdminArticleList>().articles.map((a) => a.id)).toContain(id);
    expect((await superadmin.client.request('POST', `/api/admin/help-articles/${id}/unpublish`, why)).statusCode).toBe(200);
  });

  it('refuses every change without a reason (400, saying so) and changes nothing', async () => {
    const id = await createArticle({}, false);
    const { reason: _reason, ...noReason } = draft();
    const cases: [method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown][] = [
      ['POST', '/api/admin/help-articles', { id: newId(), ...noReason }],
      ['POST', '/api/admin/help-articles', { id: newId(), ...noReason, reason: '   ' }],
      ['PUT', `/api/admin/help-articles/${id}`, { ...noReason, title: 'Changed without a reason' }],
      ['POST', `/api/admin/help-articles/${id}/publish`, {}],
      ['POST', `/api/admin/help-articles/${id}/publish`, { reason: 'x'.repeat(501) }],
      ['POST', `/api/admin/help-articles/${id}/unpublish`, { reason: '' }],
      ['DELETE', `/api/admin/help-articles/${id}`, {}],
      ['DELETE', `/api/admin/help-articles/${id}`, undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await admin.client.request(method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(JSON.stringify(res.json<{ error: unknown }>().error), `${method} ${url}`).toMatch(
        /Give a reason: it is written to the audit log|The reason can be at most 500 characters|request body/i,
      );
    }
    expect((await admin.client.request('GET', `/api/admin/help-articles/${id}`)).json<HelpAdminArticle>()).toMatchObject({
      state: 'draft',
      draft: { title: 'Pledging with a gift card' },
    });
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['help_article.create']);
  });

  it('writes every admin change to the audit log with actor, before and after and the reason, and records publish events', async () => {
    const id = newId();
    await admin.client.request('POST', '/api/admin/help-articles', { id, ...draft({ reason: 'Gift cards launch next week' }) });
    await admin.client.request(
      'PUT',
      `/api/admin/help-articles/${id}`,
      draft({ title: 'Renamed article', reason: 'Clearer title' }),
    );
    await admin.client.request('POST', `/api/admin/help-articles/${id}/publish`, { reason: 'Reviewed by support' });
    await admin.client.request('POST', `/api/admin/help-articles/${id}/unpublish`, { reason: 'Launch postponed' });
    await admin.client.request('POST', '/api/admin/help-articles/preview', { source: 'not a change' });
    const deleted = await admin.client.request('DELETE', `/api/admin/help-articles/${id}`, { reason: 'Gift cards cancelled' });
    expect(deleted.statusCode).toBe(204);
    expect((await admin.client.request('GET', `/api/admin/help-articles/${id}`)).statusCode).toBe(404);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual([
      'help_article.create',
      'help_article.update',
      'help_article.publish',
      'help_article.unpublish',
      'help_article.delete',
    ]);
    expect(entries.every((e) => e.actorId === admin.userId && e.targetType === 'help_article')).toBe(true);
    expect(entries.map((e) => e.reason)).toEqual([
      'Gift cards launch next week',
      'Clearer title',
      'Reviewed by support',
      'Launch postponed',
      'Gift cards cancelled',
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { state: 'draft', title: 'Pledging with a gift card' } });
    expect(entries[1]).toMatchObject({
      before: { title: 'Pledging with a gift card' },
      after: { title: 'Renamed article' },
    });
    expect(entries[2]).toMatchObject({ before: { state: 'draft' }, after: { state: 'published' } });
    expect(entries[3]).toMatchObject({ before: { state: 'published' }, after: { state: 'draft' } });
    expect(entries[4]).toMatchObject({ before: { title: 'Renamed article' }, after: null });

    const events = await context.database.db
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('type', 'in', ['help_article.published', 'help_article.unpublished'])
      .execute();
    expect(events.filter((e) => (e.payload as { articleId?: string }).articleId === id).map((e) => e.type)).toEqual([
      'help_article.published',
      'help_article.unpublished',
    ]);
  });

  it('answers the article page with its own title and link-preview tags, and 404 for drafts and unknown ids', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/help-center/fees-explained' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>[^<]*\| Help centre \| Crowdspark<\/title>/);
    expect(page.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/help-center/fees-explained">`);
    expect(page.body).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(page.body).toMatch(/<meta name="description" content="[^"]+">/);

    const hidden = await createArticle({}, false);
    expect((await context.app.inject({ method: 'GET', url: `/help-center/${hidden}` })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/help-center/no-such-article' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/help-center' })).statusCode).toBe(200);
  });
});
