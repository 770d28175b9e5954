import { z } from 'zod';

/** GET /api/auth/password-policy (docs/product-rules.md#password-policy): min 6 by default; the other rules are configuration. */
export const passwordPolicySchema = z.object({
  minLength: z.number().int().min(1),
  maxLength: z.number().int().nullable(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireDigit: z.boolean(),
  requireSymbol: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;
