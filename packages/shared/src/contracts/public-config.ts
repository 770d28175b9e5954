import { z } from 'zod';
import { passwordPolicySchema } from './password-policy.js';

/** GET /api/config: what the browser needs to know about this deployment. */
export const publicConfigSchema = z.object({
  gtagId: z.string().nullable(),
  environment: z.string(),
  googleSignIn: z.boolean(),
  passwordPolicy: passwordPolicySchema,
  /** Money shown before paying: the platform currency and the fee a funded campaign pays. */
  money: z.object({ platformCurrency: z.string(), platformFeePercent: z.number() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
