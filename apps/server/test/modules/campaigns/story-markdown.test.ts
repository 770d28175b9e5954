import { describe, expect, it } from 'vitest';
import { demoCampaigns } from '../../../src/db/seed-demo-campaigns.js';
import { renderStory, sanitizeStoryHtml } from '../../../src/content/rich-text.js';
import { ORIGIN, client, signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { completeDraft } from '../../factories/campaign-setup.js';
import type { DetailBody } from '../../factories/campaign-setup.js';

const PUBLIC_URL = ORIGIN;

const MARKDOWN_STORY = [
  '# The plan',
  '',
  '## Why',
  '',
  'Most kettles die of a **€2 part** that _nobody_ sells.',
  'Ours opens with one screwdriver.',
  '',
  '- Replaceable element',
  '- Printed repair guide',
  '',
  '[Our workshop](https://example.com/workshop) and [a trap](javascript:alert(1))',
  '',
  '<script>alert(2)</script>',
].join('\n');

describe('the story is Markdown: what the field accepts is what the page shows', () => {
  const test = useTestApp({ PUBLIC_URL });

  it('renders a Markdown story to sanitised HTML and keeps the source for the editor', async () => {
    const owner = await signUp(test.app);
    const res = await owner.client.request('POST', '/api/campaigns', { story: MARKDOWN_STORY });
    expect(res.statusCode).toBe(201);
    const body = res.json<DetailBody & { storySource: string | null }>();
    const html = body.storyHtml ?? '';
    expect(html).toContain('<h2>The plan</h2>');
    expect(html).toContain('<h2>Why</h2>');
    expect(html).toContain('<strong>€2 part</strong>');
    expect(html).toContain('<em>nobody</em>');
    expect(html).toContain('<br />Ours opens');
    expect(html).toMatch(/<ul>\s*<li>Replaceable element<\/li>\s*<li>Printed repair guide<\/li>\s*<\/ul>/);
    expect(html).toContain('<a href="https://example.com/workshop" rel="noopener nofollow ugc">Our workshop</a>');
    expect(html).not.toMatch(/\*\*|##|<h1|javascript:|<script|alert\(2\)/);
    expect(body.storySource).toBe(MARKDOWN_STORY);

    const edited = await owner.client.request('PATCH', `/api/campaigns/${body.id}`, { story: 'Now **shorter**.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<DetailBody>().storyHtml).toBe('<p>Now <strong>shorter</strong>.</p>');
    const stored = await test.database.db
      .selectFrom('campaigns')
      .select(['storyHtml', 'storySource'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ storyHtml: '<p>Now <strong>shorter</strong>.</p>', storySource: 'Now **shorter**.' });
  });

  it('keeps HTML stories rendering as before (the seed and stories saved before Markdown)', () => {
    const stories = [completeDraft().story, ...demoCampaigns(new Date()).map(({ campaign }) => campaign.storyHtml ?? '')];
    for (const story of stories) expect(renderStory(story, PUBLIC_URL)).toBe(sanitizeStoryHtml(story, PUBLIC_URL));
    const kettle = renderStory(demoCampaigns(new Date())[0]!.campaign.storyHtml ?? '', PUBLIC_URL);
    expect(kettle).toContain('<h2>Why another kettle?</h2>');
    expect(kettle).toContain('<strong>€2 part</strong>');
  });

  it('previews a story exactly as a save renders it, for signed-in creators only', async () => {
    const owner = await signUp(test.app);
    const preview = await owner.client.request('POST', '/api/campaigns/story-preview', { story: MARKDOWN_STORY });
    expect(preview.statusCode).toBe(200);
    const saved = await owner.client.request('POST', '/api/campaigns', { story: MARKDOWN_STORY });
    expect(preview.json<{ html: string }>().html).toBe(saved.json<DetailBody>().storyHtml);

    const anonymous = await client(test.app).request('POST', '/api/campaigns/story-preview', { story: '**hi**' });
    expect(anonymous.statusCode).toBe(401);
    const tooLong = await owner.client.request('POST', '/api/campaigns/story-preview', { story: 'x'.repeat(50_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: { fields: Record<string, string> } }>().error.fields.story).toMatch(/too long/);
    const wrongShape = await owner.client.request('POST', '/api/campaigns/story-preview', { story: 42 });
    expect(wrongShape.statusCode).toBe(400);
  });

  it('refuses, with a field message, the shapes that would stall or crash the parser (never a 500)', async () => {
    const owner = await signUp(test.app);
    const stories = {
      nested: '> '.repeat(25_000),
      marks: '_a'.repeat(25_000),
      indented: `${' '.repeat(200)}- deep`,
    };
    for (const [shape, story] of Object.entries(stories)) {
      for (const [method, url] of [
        ['POST', '/api/campaigns'],
        ['POST', '/api/campaigns/story-preview'],
      ] as const) {
        const started = performance.now();
        const res = await owner.client.request(method, url, { story });
        expect(res.statusCode, `${shape} ${url}`).toBe(400);
        expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.story).toMatch(
          /nested too deeply|formatting marks/,
        );
        expect(performance.now() - started, `${shape} answered quickly`).toBeLessThan(2000);
      }
    }
    // Real stories with formatting stay well inside the limits.
    const long = Array.from(
      { length: 200 },
      (_, i) => `Paragraph ${i} with **bold**, _italic_ and a [link](https://example.com/${i}).`,
    ).join('\n\n');
    const res = await owner.client.request('POST', '/api/campaigns/story-preview', { story: long });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ html: string }>().html.match(/<strong>/g)).toHaveLength(200);
  });
});
