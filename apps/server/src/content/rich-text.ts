import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../errors/app-error.js';
import { UPLOADS_URL_PREFIX } from '../storage/file-storage.js';

/** Our own campaign images (see modules/campaigns/media/images.ts): the only pictures a story may show. */
const OWN_IMAGE_PATH = new RegExp(`^${UPLOADS_URL_PREFIX}campaigns/[A-Za-z0-9_-]+\\.webp$`);

export function isOwnImageUrl(src: string | undefined, publicUrl: string): boolean {
  if (!src) return false;
  const path = src.startsWith(`${publicUrl}/`) ? src.slice(publicUrl.length) : src;
  return OWN_IMAGE_PATH.test(path);
}

/**
 * Video embeds the editor makes: a placeholder element, never an iframe from the author. Only a
 * known provider and an id of that provider's shape survive; the page turns the placeholder into a
 * click-to-load facade (privacy-enhanced player URLs, docs/product-rules.md#story-video-embeds).
 */
export const VIDEO_EMBED_ID_PATTERNS = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^[0-9]{1,12}$/,
} as const;
export type VideoEmbedProvider = keyof typeof VIDEO_EMBED_ID_PATTERNS;

function isVideoEmbed(attribs: Record<string, string>): boolean {
  if (attribs['data-video-embed'] === undefined) return false;
  const provider = attribs['data-provider'] ?? '';
  const id = attribs['data-video-id'] ?? '';
  return Object.hasOwn(VIDEO_EMBED_ID_PATTERNS, provider) && VIDEO_EMBED_ID_PATTERNS[provider as VideoEmbedProvider].test(id);
}

/**
 * The story's allow-list: structure and emphasis, links (http, https, mailto; always
 * rel="noopener nofollow ugc", never a target), images only from our own uploads, and video
 * placeholders (`<div data-video-embed data-provider data-video-id>`, rewritten with exactly those
 * attributes, always empty). Everything else (scripts, styles, event handlers, iframes, other divs,
 * javascript: and data: URLs) is removed; the text inside removed formatting tags stays, the content
 * of script/style is dropped.
 */
export function sanitizeStoryHtml(html: string, publicUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'br', 'img', 'div'],
    allowedAttributes: {
      a: ['href', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      div: ['data-video-embed', 'data-provider', 'data-video-id'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // The text of these is dropped with them (noscript too: its content is markup as text, never story).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow ugc' } }),
      // The page title is the campaign's h1, so a story's headings start at h2 ("# Why" is a section).
      h1: 'h2',
      h4: 'h3',
      h5: 'h3',
      h6: 'h3',
      // One canonical shape (attribute order included) so the page can find placeholders in the HTML.
      div: (tagName, attribs): sanitizeHtml.Tag =>
        isVideoEmbed(attribs)
          ? {
              tagName,
              attribs: {
                'data-video-embed': '',
                'data-provider': attribs['data-provider']!,
                'data-video-id': attribs['data-video-id']!,
              },
            }
          : // Any other div (pasted from elsewhere) is a paragraph: its text stays, its attributes go.
            { tagName: 'p', attribs: {} },
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !isOwnImageUrl(frame.attribs.src, publicUrl)) ||
      // Placeholders hold nothing: text or elements inside one (or an unknown div) go with it.
      // (frame.tag is the name before transformTags; the attributes are the transformed ones.)
      (frame.tag === 'div' && frame.attribs['data-video-embed'] !== undefined && frame.text.trim() !== ''),
  }).trim();
}

/** One parser with its own options (the module-level `marked` is shared, mutable state). */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * Markdown parsing costs grow faster than the text for two shapes no story needs: many emphasis
 * marks in one paragraph (25,000 took 1.5 s) and deep nesting (thousands of ">" overflow the
 * parser's stack). Both are refused with a field message, so no story can stall or crash a request.
 */
export const STORY_MARKS_PER_PARAGRAPH_MAX = 200;
export const STORY_NESTING_MAX = 20;
/** Leading spaces a line may have: list items nest by indentation (tabs count as four). */
const INDENT_MAX = 4 * STORY_NESTING_MAX;

const unrenderable = (message: string) =>
  new AppError('VALIDATION_FAILED', `The story cannot be shown: ${message}`, { story: message });

function assertRenderable(source: string): void {
  for (const paragraph of source.split(/\n[ \t]*\n/)) {
    const marks = paragraph.match(/[*_~`]/g)?.length ?? 0;
    if (marks > STORY_MARKS_PER_PARAGRAPH_MAX)
      throw unrenderable(
        `a paragraph has more than ${STORY_MARKS_PER_PARAGRAPH_MAX} formatting marks (* _ ~ \`); split it with blank lines or remove some.`,
      );
  }
  for (const line of source.split('\n')) {
    const prefix = /^[\s>]*/.exec(line)?.[0] ?? '';
    const quotes = prefix.split('>').length - 1;
    const indent = prefix.replace(/>/g, '').replace(/\t/g, '    ').length;
    if (quotes > STORY_NESTING_MAX || indent > INDENT_MAX)
      throw unrenderable(`quotes or lists are nested too deeply (${STORY_NESTING_MAX} levels at most); simplify them.`);
  }
}

/**
 * The story a creator writes is Markdown (## heading, **bold**, _italic_, - list, [text](url)),
 * rendered to HTML and then held to the same allow-list as any HTML. HTML inside the Markdown
 * passes through to the sanitiser, so stories saved as HTML before render exactly as they did.
 * A single newline is a line break: people writing a story expect Enter to start a new line.
 */
export function renderStory(source: string, publicUrl: string): string {
  assertRenderable(source);
  let html: string;
  try {
    html = markdown.parse(source, { async: false });
  } catch (error) {
    // Thousands of nested quotes or lists exhaust the parser's stack: the creator's input, not our fault.
    if (error instanceof RangeError) throw unrenderable('quotes or lists are nested too deeply; simplify them.');
    throw error;
  }
  return sanitizeStoryHtml(html, publicUrl);
}
