import { z } from 'zod';
import { booleanFlag } from './env-values.js';
import type { NodeEnv } from './runtime.js';

const DEFAULT_MAIL_FROM = 'Crowdspark <no-reply@crowdspark.local>';

export const mailEnv = z.object({
  SMTP_URL: z
    .string()
    .refine((raw) => URL.canParse(raw) && ['smtp:', 'smtps:'].includes(new URL(raw).protocol), {
      error: 'expected an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  DEV_OUTBOX: booleanFlag.optional(),
});
type MailEnv = z.infer<typeof mailEnv>;

export interface MailConfig {
  /** SMTP server URL (smtp://user:pass@host:587, smtps://...); null keeps mail in the outbox only. */
  smtpUrl: string | null;
  from: string;
  /** GET /api/dev/outbox and /dev/outbox. */
  devOutbox: boolean;
}

export function mailConfig(v: MailEnv, nodeEnv: NodeEnv): MailConfig {
  return {
    smtpUrl: v.SMTP_URL ?? null,
    from: v.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    devOutbox: v.DEV_OUTBOX ?? nodeEnv !== 'production',
  };
}
