import { z } from 'zod';
import { passwordPolicySchema } from './password-policy.js';

/** GET /api/config: what the browser needs to know about this deployment. */
export const publicConfigSchema = z.object({
  gtagId: z.string().nullable(),
  environment: z.string(),
  googleSignIn: z.boolean(),
  passwordPolicy: passwordPolicySchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
