import sanitizeHtml from 'sanitize-html';
import { UPLOADS_URL_PREFIX } from '../../plugins/uploads.js';

/** Our own campaign images (see images.ts): the only pictures a story may show. */
const OWN_IMAGE_PATH = new RegExp(`^${UPLOADS_URL_PREFIX}campaigns/[A-Za-z0-9_-]+\\.webp$`);

export function isOwnImageUrl(src: string | undefined, publicUrl: string): boolean {
  if (!src) return false;
  const path = src.startsWith(`${publicUrl}/`) ? src.slice(publicUrl.length) : src;
  return OWN_IMAGE_PATH.test(path);
}

/**
 * The story's allow-list: structure and emphasis, links (http, https, mailto; always
 * rel="noopener nofollow ugc", never a target) and images only from our own uploads. Everything
 * else (scripts, styles, event handlers, iframes, javascript: and data: URLs) is removed; the text
 * inside removed formatting tags stays, the content of script/style is dropped.
 */
export function sanitizeStoryHtml(html: string, publicUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'br', 'img'],
    allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow ugc' } }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImageUrl(frame.attribs.src, publicUrl),
  }).trim();
}
