import { cn } from '@/lib/utils';

/** `srcset` from the server's WebP variants (keyed by width). */
export function srcSetOf(variants: Record<string, string> | null | undefined): string | undefined {
  if (!variants) return undefined;
  const entries = Object.entries(variants)
    .map(([width, url]) => [Number(width), url] as const)
    .filter(([width]) => Number.isFinite(width) && width > 0)
    .sort((a, b) => a[0] - b[0]);
  return entries.length ? entries.map(([width, url]) => `${url} ${width}w`).join(', ') : undefined;
}

interface CampaignCoverProps {
  url: string | null;
  variants: Record<string, string> | null;
  /** The layout width of the image, for the browser to pick a variant. */
  sizes: string;
  alt?: string;
  className?: string;
  priority?: boolean;
}

/** A 16:9 cover, or a calm placeholder when the campaign has none. */
export function CampaignCover({ url, variants, sizes, alt = '', className, priority = false }: CampaignCoverProps) {
  if (!url)
    return (
      <div aria-hidden="true" className={cn('aspect-video w-full bg-gradient-to-br from-primary-soft to-muted', className)} />
    );
  const srcSet = srcSetOf(variants);
  return (
    <img
      src={url}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-video w-full bg-muted object-cover', className)}
    />
  );
}
