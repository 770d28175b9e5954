import { describe, expect, it } from 'vitest';
import { sanitizeStoryHtml } from '../../../src/content/rich-text.js';
import { ORIGIN, client } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { completeDraft, launchedCampaign, person } from '../../factories/campaign-setup.js';
import type { DetailBody, ErrorBody } from '../../factories/campaign-setup.js';
import { XSS_PAYLOADS } from '../../helpers/xss-payloads.js';

const PUBLIC_URL = ORIGIN;
const OWN_IMAGE = `${PUBLIC_URL}/uploads/campaigns/abcDEF_123-x.webp`;
const YOUTUBE = '<div data-video-embed data-provider="youtube" data-video-id="dQw4w9WgXcQ"></div>';
const VIMEO = '<div data-video-embed data-provider="vimeo" data-video-id="76979871"></div>';

type PageBody = DetailBody & {
  storySource: string | null;
  storyFormat: 'markdown' | 'html';
  risks: string | null;
  aboutCreator: string | null;
};

/** What must never reach a reader, whatever the author sent. */
const DANGEROUS =
  /<script|<iframe|<object|<embed|<svg|<math|<style|<form|<input|\son[a-z]+=|javascript:|data:text|vbscript:|srcdoc|<meta|<base|<link/i;

describe('the story allow-list (content/rich-text.ts)', () => {
  it('keeps what the editor makes: headings, emphasis, lists, quotes, links, own images, video placeholders', () => {
    const html = [
      '<h2>Why</h2><h3>How</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>',
      '<p><a href="https://example.com/x">link</a></p>',
      `<img src="${OWN_IMAGE}" alt="Kettle">`,
      YOUTUBE,
      VIMEO,
    ].join('');
    const clean = sanitizeStoryHtml(html, PUBLIC_URL);
    expect(clean).toContain('<h2>Why</h2><h3>How</h3>');
    expect(clean).toContain('<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>');
    expect(clean).toContain('<a href="https://example.com/x" rel="noopener nofollow ugc">link</a>');
    expect(clean).toContain(`<img src="${OWN_IMAGE}" alt="Kettle" />`);
    expect(clean).toContain(YOUTUBE);
    expect(clean).toContain(VIMEO);
  });

  it('rewrites a video placeholder to exactly its three attributes, and drops unknown providers and odd ids', () => {
    expect(
      sanitizeStoryHtml(
        '<div data-video-id="dQw4w9WgXcQ" style="x" class="y" data-provider="youtube" data-video-embed="yes" onclick="alert(1)"></div>',
        PUBLIC_URL,
      ),
    ).toBe(YOUTUBE);
    for (const bad of [
      '<div data-video-embed data-provider="dailymotion" data-video-id="x2abcde"></div>',
      '<div data-video-embed data-provider="youtube" data-video-id="short"></div>',
      '<div data-video-embed data-provider="youtube" data-video-id="dQw4w9WgXcQ&quot;&gt;"></div>',
      '<div data-video-embed data-provider="vimeo" data-video-id="12ab"></div>',
      '<div data-video-embed data-provider="__proto__" data-video-id="1"></div>',
    ])
      expect(sanitizeStoryHtml(bad, PUBLIC_URL), bad).not.toContain('data-video');
    // Content inside a placeholder is not the author's to place: the whole placeholder goes.
    expect(sanitizeStoryHtml(`${YOUTUBE.replace('></div>', '>')}<img src=x onerror=alert(1)>hello</div>`, PUBLIC_URL)).toBe('');
    // Any other div is a paragraph: its text stays, its attributes go.
    expect(sanitizeStoryHtml('<div class="x" style="color:red">pasted</div>', PUBLIC_URL)).toBe('<p>pasted</p>');
  });

  it('refuses author iframes, even of the allowed players', () => {
    const html = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><p>after</p>';
    expect(sanitizeStoryHtml(html, PUBLIC_URL)).toBe('<p>after</p>');
  });

  it('neutralises every payload of the XSS corpus', () => {
    for (const payload of XSS_PAYLOADS) {
      const clean = sanitizeStoryHtml(`<p>before</p>${payload}<p>after</p>`, PUBLIC_URL);
      expect(clean, payload).not.toMatch(DANGEROUS);
      expect(clean, payload).toContain('<p>before</p>');
    }
  });
});

describe('campaign page fields: story format, risks, about the creator', () => {
  const test = useTestApp({ PUBLIC_URL });

  it('stores the editor HTML sanitised as both source and page HTML, marked html', async () => {
    const owner = await person(test);
    const story = `<h2>Plan</h2><p>**not markdown**</p><script>window.x=1</script>${YOUTUBE}<p><a href="javascript:alert(1)">x</a></p>`;
    const res = await owner.client.request('POST', '/api/campaigns', { story, storyFormat: 'html' });
    expect(res.statusCode).toBe(201);
    const body = res.json<PageBody>();
    expect(body.storyFormat).toBe('html');
    // Markdown is not applied to HTML stories: asterisks stay text.
    expect(body.storyHtml).toBe(`<h2>Plan</h2><p>**not markdown**</p>${YOUTUBE}<p><a rel="noopener nofollow ugc">x</a></p>`);
    expect(body.storySource).toBe(body.storyHtml);

    // A later Markdown save (an API client from before the editor) switches back.
    const markdown = await owner.client.request('PATCH', `/api/campaigns/${body.id}`, { story: '**bold**' });
    expect(markdown.json<PageBody>()).toMatchObject({
      storyFormat: 'markdown',
      storyHtml: '<p><strong>bold</strong></p>',
      storySource: '**bold**',
    });
  });

  it('previews HTML stories exactly as a save stores them', async () => {
    const owner = await person(test);
    const story = `<p onclick="x()">Hi <strong>there</strong></p>${VIMEO}<iframe src="https://evil.example"></iframe>`;
    const preview = await owner.client.request('POST', '/api/campaigns/story-preview', { story, storyFormat: 'html' });
    const saved = await owner.client.request('POST', '/api/campaigns', { story, storyFormat: 'html' });
    expect(preview.json<{ html: string }>().html).toBe(saved.json<PageBody>().storyHtml);
    const wrong = await owner.client.request('POST', '/api/campaigns/story-preview', { story, storyFormat: 'docx' });
    expect(wrong.statusCode).toBe(400);
  });

  it('saves risks and about-the-creator as trimmed plain text; empty clears; the public page reads them', async () => {
    const owner = await person(test);
    const id = await launchedCampaign(owner, {
      story: '<p>Story</p>',
      storyFormat: 'html',
      risks: '  Tooling may slip by a month.\n<b>We have a plan.</b>  ',
      aboutCreator: 'Two engineers from Leeds.',
    });
    const page = await client(test.app).request('GET', `/api/campaigns/${id}`);
    expect(page.statusCode).toBe(200);
    // Stored as written (trimmed): the page shows it as text, so markup is never interpreted.
    expect(page.json<PageBody>()).toMatchObject({
      risks: 'Tooling may slip by a month.\n<b>We have a plan.</b>',
      aboutCreator: 'Two engineers from Leeds.',
      storyHtml: '<p>Story</p>',
    });
    const cleared = await owner.client.request('PATCH', `/api/campaigns/${id}`, { risks: '   ', aboutCreator: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<PageBody>()).toMatchObject({ risks: null, aboutCreator: null });
  });

  it('refuses bad input with a field message', async () => {
    const owner = await person(test);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ risks: 'x'.repeat(5001) }, 'risks', /at most 5,000/],
      [{ aboutCreator: 'x'.repeat(5001) }, 'aboutCreator', /at most 5,000/],
      [{ risks: 42 }, 'risks', /must be text/],
      [{ story: '<p>x</p>', storyFormat: 'rtf' }, 'storyFormat', /markdown or html/],
    ];
    for (const [input, field, message] of cases) {
      const res = await owner.client.request('POST', '/api/campaigns', input);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<ErrorBody>().error.fields?.[field], field).toMatch(message);
    }
  });

  it('lets only the owner change the new fields', async () => {
    const owner = await person(test);
    const stranger = await person(test);
    const created = await owner.client.request('POST', '/api/campaigns', { ...completeDraft(), risks: 'Mine' });
    const id = created.json<PageBody>().id;
    const res = await stranger.client.request('PATCH', `/api/campaigns/${id}`, {
      risks: 'Theirs',
      story: '<p>x</p>',
      storyFormat: 'html',
    });
    expect([403, 404]).toContain(res.statusCode);
    const anonymous = await client(test.app).request('PATCH', `/api/campaigns/${id}`, { risks: 'Anyone' });
    expect(anonymous.statusCode).toBe(401);
    const stored = await test.database.db
      .selectFrom('campaigns')
      .select(['risks', 'storyFormat'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ risks: 'Mine', storyFormat: 'markdown' });
  });

  it('keeps existing Markdown stories and the demo seed on the markdown format', async () => {
    const owner = await person(test);
    const res = await owner.client.request('POST', '/api/campaigns', { story: '## Why\n\n- a' });
    expect(res.json<PageBody>()).toMatchObject({ storyFormat: 'markdown', storyHtml: '<h2>Why</h2>\n<ul>\n<li>a</li>\n</ul>' });
  });
});
