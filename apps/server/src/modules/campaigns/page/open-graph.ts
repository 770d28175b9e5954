import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { CAMPAIGN_ID_PATTERN } from '../ids.js';
import { largestVariant } from '../presenter.js';
import { findPublicCampaignCard } from '../service.js';

/** Used when a campaign has no cover yet: the app's large icon ships in every web build. */
export const FALLBACK_OG_IMAGE_PATH = '/icons/icon-512.png';
const CAMPAIGN_PAGE = /^\/campaigns\/([^/]+)\/?$/;
const SITE_NAME = 'Crowdspark';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string;
}

/** The link-preview tags of a public campaign page, or null when the path is not one (or the campaign is not public). */
export async function campaignPageMeta(db: Kysely<Database>, pathname: string, publicUrl: string): Promise<PageMeta | null> {
  const id = CAMPAIGN_PAGE.exec(pathname)?.[1];
  if (!id || !CAMPAIGN_ID_PATTERN.test(id)) return null;
  const row = await findPublicCampaignCard(db, id);
  if (!row?.title) return null;
  const cover = row.coverVariants ? largestVariant(row.coverVariants) : FALLBACK_OG_IMAGE_PATH;
  return {
    title: `${row.title} | ${SITE_NAME}`,
    description: row.blurb ?? '',
    url: `${publicUrl}/campaigns/${id}`,
    image: `${publicUrl}${cover}`,
  };
}

/**
 * index.html with the page's own title, description, Open Graph and Twitter card tags: link
 * previews (which run no JavaScript) read them from the first response. Meta tags only, every
 * value HTML-escaped, so the Content-Security-Policy is unchanged.
 */
export function injectPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    ['name', 'description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['property', 'og:image', meta.image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', meta.image],
  ]
    .map((tag) => (typeof tag === 'string' ? tag : `<meta ${tag[0]}="${tag[1]}" content="${escapeHtml(tag[2] ?? '')}">`))
    .join('');
  const withoutDefaults = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>/gi, '');
  return withoutDefaults.replace(/<\/head>/i, `${tags}</head>`);
}
