import { z } from 'zod';
import { passwordPolicySchema } from './password-policy.js';

/** GET /api/config: what the browser needs to know about this deployment. */
export const publicConfigSchema = z.object({
  gtagId: z.string().nullable(),
  environment: z.string(),
  googleSignIn: z.boolean(),
  passwordPolicy: passwordPolicySchema,
  /** Admins and superadmins must have two-factor sign-in on to use the admin portal (ADMIN_TWO_FACTOR_REQUIRED). */
  adminTwoFactorRequired: z.boolean(),
  /** Money shown before paying: the platform currency and the fee a funded campaign pays. */
  /** The standard platform fee, and the lower one a creator with an active Pro subscription pays. */
  money: z.object({ platformCurrency: z.string(), platformFeePercent: z.number(), proFeePercent: z.number() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
