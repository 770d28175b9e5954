import { z } from 'zod';
import { passwordPolicySchema } from './password-policy.js';

/** GET /api/config: what the browser needs to know about this deployment. */
export const publicConfigSchema = z.object({
  gtagId: z.string().nullable(),
  environment: z.string(),
  googleSignIn: z.boolean(),
  passwordPolicy: passwordPolicySchema,
  /** Money shown before paying: the platform currency and the fee a funded campaign pays. */
  /** The standard platform fee, and the lower one a creator with an active Pro subscription pays. */
  money: z.object({ platformCurrency: z.string(), platformFeePercent: z.number(), proFeePercent: z.number() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
