/**
 * YouTube and Vimeo videos as the site embeds them: privacy-enhanced players only
 * (www.youtube-nocookie.com, player.vimeo.com with dnt=1), the only frames the CSP allows, loaded
 * when the visitor clicks play (docs/product-rules.md#story-video-embeds). No dependencies: the
 * campaign page and the story editor both use it.
 */
export type VideoProvider = 'youtube' | 'vimeo';
export interface VideoRef {
  provider: VideoProvider;
  id: string;
}

/** The same id shapes the server's allow-list accepts (server: content/rich-text.ts). */
const ID_PATTERNS: Record<VideoProvider, RegExp> = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^[0-9]{1,12}$/ };
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export function isVideoRef(provider: string, id: string): provider is VideoProvider {
  return (provider === 'youtube' || provider === 'vimeo') && ID_PATTERNS[provider].test(id);
}

/** A video page link (watch, short link, shorts, embed) → provider and id; null for anything else. */
export function parseVideoUrl(value: string): VideoRef | null {
  if (!URL.canParse(value.trim())) return null;
  const url = new URL(value.trim());
  if (url.protocol !== 'https:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let ref: VideoRef | null = null;
  if (url.hostname === 'youtu.be') ref = { provider: 'youtube', id: segments[0] ?? '' };
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
    ref = { provider: 'youtube', id: id ?? '' };
  } else if (VIMEO_HOSTS.has(url.hostname)) {
    ref = { provider: 'vimeo', id: (segments[0] === 'video' ? segments[1] : segments[0]) ?? '' };
  }
  return ref && isVideoRef(ref.provider, ref.id) ? ref : null;
}

/** The player address, autoplaying because the visitor has just clicked play. */
export function embedUrlOf({ provider, id }: VideoRef): string {
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`;
}

export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The story's video placeholder as the server's allow-list writes it (attribute order fixed). */
const PLACEHOLDER =
  /<div data-video-embed(?:="")? data-provider="(youtube|vimeo)" data-video-id="([A-Za-z0-9_-]+)">[\s\S]*?<\/div>/g;

export type StoryPart = { kind: 'html'; html: string } | { kind: 'video'; video: VideoRef };

/**
 * Splits a sanitised story into its HTML and its video placeholders, so the page renders each
 * placeholder as a facade on the server and in the browser alike (no DOM patching after load).
 */
export function splitStoryHtml(html: string): StoryPart[] {
  const parts: StoryPart[] = [];
  let last = 0;
  for (const match of html.matchAll(PLACEHOLDER)) {
    const [whole, provider = '', id = ''] = match;
    if (match.index > last) parts.push({ kind: 'html', html: html.slice(last, match.index) });
    if (isVideoRef(provider, id)) parts.push({ kind: 'video', video: { provider, id } });
    last = match.index + whole.length;
  }
  if (last < html.length) parts.push({ kind: 'html', html: html.slice(last) });
  return parts;
}
