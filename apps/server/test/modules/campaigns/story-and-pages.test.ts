import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeStoryHtml } from '../../../src/content/rich-text.js';
import { ORIGIN, client } from '../../helpers/auth.js';
import type { Client } from '../../helpers/auth.js';
import { freshClientIp } from '../../helpers/client-ip.js';
import { createFakeWebDist } from '../../helpers/fake-web-dist.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { completeDraft, launchedCampaign, person } from '../../factories/campaign-setup.js';
import type { DetailBody, Person } from '../../factories/campaign-setup.js';

/** The origin test clients send, so the CSRF check passes with this PUBLIC_URL. */
const PUBLIC_URL = ORIGIN;

describe('story sanitisation, Open Graph tags and view counts', () => {
  let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
  let owner: Person;
  beforeAll(async () => {
    dist = await createFakeWebDist();
  });
  const context = useTestApp(() => ({ WEB_DIST_DIR: dist.dir, PUBLIC_URL }));

  beforeAll(async () => {
    owner = await person(context);
  });

  afterAll(async () => {
    await dist.remove();
  });

  it('stores the story with scripts, handlers, javascript: links and foreign images removed', async () => {
    const story = [
      '<h2>Plan</h2><script>alert(1)</script>',
      '<p onclick="steal()">Hello <strong>world</strong><img src="x" onerror="alert(2)"></p>',
      '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.com" target="_blank" onmouseover="x()">good</a></p>',
      '<p><a href="mailto:team@example.com">mail</a></p>',
      '<img src="https://evil.example/track.gif"><img src="/uploads/campaigns/abc-w480-0123456789abcdef.webp" alt="ours">',
      '<iframe src="https://evil.example"></iframe><style>body{}</style><div style="color:red">kept text</div>',
    ].join('');
    const res = await owner.client.request('POST', '/api/campaigns', { story });
    expect(res.statusCode).toBe(201);
    const html = res.json<DetailBody>().storyHtml ?? '';
    expect(html).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|iframe|style|evil|target=/i);
    expect(html).toContain('<h2>Plan</h2>');
    expect(html).toContain('<strong>world</strong>');
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow ugc">good</a>');
    expect(html).toContain('<a href="mailto:team@example.com" rel="noopener nofollow ugc">mail</a>');
    expect(html).toContain('<img src="/uploads/campaigns/abc-w480-0123456789abcdef.webp" alt="ours" />');
    expect(html).toContain('kept text');
    const stored = await context.database.db
      .selectFrom('campaigns')
      .select('storyHtml')
      .where('id', '=', res.json<DetailBody>().id)
      .executeTakeFirst();
    expect(stored?.storyHtml).toBe(html);
  });

  it('accepts our own absolute upload URLs only under PUBLIC_URL', () => {
    const own = `${PUBLIC_URL}/uploads/campaigns/a-0123.webp`;
    expect(sanitizeStoryHtml(`<img src="${own}">`, PUBLIC_URL)).toBe(`<img src="${own}" />`);
    expect(sanitizeStoryHtml('<img src="https://other.example/uploads/campaigns/a-0123.webp">', PUBLIC_URL)).toBe('');
    expect(sanitizeStoryHtml('<img src="/uploads/avatars/a-0123.webp">', PUBLIC_URL)).toBe('');
  });

  it('puts escaped link-preview tags into the first HTML response of a public campaign page', async () => {
    const id = await launchedCampaign(owner, {
      title: 'Pots & "pans" <for> all',
      blurb: 'Cast-iron pans that last a lifetime, for <everyone> & "you".',
      category: 'food',
    });
    const res = await context.app.inject({ method: 'GET', url: `/campaigns/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const title = 'Pots &amp; &quot;pans&quot; &lt;for&gt; all | Crowdspark';
    const description = 'Cast-iron pans that last a lifetime, for &lt;everyone&gt; &amp; &quot;you&quot;.';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    for (const tag of [
      `<meta name="description" content="${description}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${PUBLIC_URL}/campaigns/${id}">`,
      `<meta property="og:image" content="${PUBLIC_URL}/icons/icon-512.png">`,
      '<meta property="og:type" content="website">',
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
      `<meta name="twitter:image" content="${PUBLIC_URL}/icons/icon-512.png">`,
    ])
      expect(html).toContain(tag);
    expect(html).not.toContain('<for>');
    // No inline script was added: the only script is the app's own module.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('uses the cover’s largest variant as the preview image', async () => {
    const id = await launchedCampaign(owner);
    const variants = { '480': '/uploads/campaigns/c-w480-aa.webp', '1600': '/uploads/campaigns/c-w1600-bb.webp' };
    await context.database.db
      .insertInto('campaignImages')
      .values({ id: `${id}-cover`, campaignId: id, role: 'cover', variants })
      .execute();
    await context.database.db
      .updateTable('campaigns')
      .set({ coverImageId: `${id}-cover` })
      .where('id', '=', id)
      .execute();
    const html = (await context.app.inject({ method: 'GET', url: `/campaigns/${id}` })).body;
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/campaigns/c-w1600-bb.webp">`);
  });

  it('keeps the plain app shell for unknown, draft and malformed campaign ids', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/' });
    const draftId = (await owner.client.request('POST', '/api/campaigns', completeDraft())).json<DetailBody>().id;
    for (const url of ['/campaigns/no-such-campaign', `/campaigns/${draftId}`, '/campaigns/%3Cscript%3E']) {
      const res = await context.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).toBe(plain.body);
    }
  });

  it('counts a public view once a day per signed-out network or signed-in person, and keeps every raw page view', async () => {
    const id = await launchedCampaign(owner);
    const view = (viewer: Client, sessionId: string) =>
      viewer.request('POST', '/api/analytics/page-view', {
        path: `/campaigns/${id}?ref=share`,
        title: 'Campaign',
        referrer: '',
        sessionId,
      });
    // Forty anonymous page views from one network, each with a fresh session id and no cookie.
    const network = freshClientIp();
    for (let i = 0; i < 40; i += 1)
      expect((await view(client(context.app, { ip: network }), `fresh-session-${i}`)).statusCode).toBe(204);
    // Another network, and a signed-in person (twice, from two networks): one each.
    await view(client(context.app), 'other-network-session');
    await view(owner.client, 'person-session-1');
    await view(owner.client, 'person-session-2');
    const detail = (await client(context.app).request('GET', `/api/campaigns/${id}`)).json<DetailBody>();
    expect(detail.progress.views).toBe(3);
    // The creator's stats still read every page view.
    const raw = await context.app.db
      .selectFrom('pageViews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('path', '=', `/campaigns/${id}`)
      .executeTakeFirstOrThrow();
    expect(Number(raw.n)).toBe(43);
  });

  it('counts parallel page views from one network once', async () => {
    const id = await launchedCampaign(owner);
    const network = freshClientIp();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client(context.app, { ip: network }).request('POST', '/api/analytics/page-view', {
          path: `/campaigns/${id}`,
          title: 'Campaign',
          referrer: '',
          sessionId: `parallel-session-${i}`,
        }),
      ),
    );
    const detail = (await client(context.app).request('GET', `/api/campaigns/${id}`)).json<DetailBody>();
    expect(detail.progress.views).toBe(1);
  });
});
