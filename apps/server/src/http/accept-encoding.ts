export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: the highest-weighted of brotli and
 * gzip, brotli on a tie, none when neither is acceptable (`q=0` refuses; `*` stands for unlisted ones).
 */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: ContentEncoding): number => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<ContentEncoding | null>(
    (chosen, name) => (weight(name) > (chosen ? weight(chosen) : 0) ? name : chosen),
    null,
  );
  return best;
}
