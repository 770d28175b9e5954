import { z } from 'zod';

/** Body of POST /api/analytics/page-view: a first-party page view (feeds creator stats). */
export const pageViewSchema = z
  .object({
    path: z.string().min(1).max(2048).startsWith('/', 'path must start with /'),
    title: z.string().max(300),
    referrer: z.string().max(2048).optional(),
    /** The page's `utm_source` query parameter, when its URL has one (creator stats' sources). */
    utmSource: z.string().trim().min(1).max(100).optional(),
    sessionId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'sessionId may hold letters, digits, - and _ only'),
  })
  .strict();

export type PageView = z.infer<typeof pageViewSchema>;
