import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer every visitor gets alike: its JSON text and a validator for conditional requests. */
export interface SharedAnswer {
  body: string;
  etag: string;
}

interface Entry {
  expiresAt: number;
  answer: Promise<SharedAnswer>;
}

/**
 * Answers shared by every visitor (the public campaign page, public listings), kept in this
 * process for a short time (decision 0058). One request computes an answer while the others
 * that arrive meanwhile wait for the same one (no stampede on a cold key); a failed computation is
 * not kept. Entries are dropped when the data they show changes (`drop`), or when they expire.
 * Unlike campaigns' `SharedValue` (discovery/discover.ts: one value, served stale while it refreshes), a
 * dropped or expired answer is never served again: a visitor must see a pledge's figures at once.
 */
export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 5_000) {}

  get(key: string, ttlMs: number, produce: () => Promise<string>): Promise<SharedAnswer> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.answer;
    const answer = produce().then((body) => ({ body, etag: etagOf(body) }));
    const entry = { expiresAt: now + ttlMs, answer };
    this.entries.set(key, entry);
    // Dropped while computing (the data changed): `entry` is no longer in the map, so nothing stale stays.
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return answer;
  }

  drop(key: string): void {
    this.entries.delete(key);
  }

  dropStartingWith(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Sends a shared answer: 304 when the browser or a cache in front already has it. Shared caches
 * (nginx, a CDN) may keep it `maxAgeSeconds` and serve it stale while they fetch it again; they
 * keep one copy per Cookie, since a signed-in reader's answer is not this one.
 */
export function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer,
  maxAgeSeconds: number,
  /** `private` for a signed-in reader: the same body, but caches in front keep only the visitors' copy. */
  audience: 'public' | 'private' = 'public',
) {
  const caching =
    audience === 'public'
      ? `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 10}`
      : 'private, no-cache';
  void reply.header('etag', answer.etag).header('cache-control', caching).header('vary', 'Cookie');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
