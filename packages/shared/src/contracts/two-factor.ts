import { z } from 'zod';

/**
 * The identity library's answers that two-factor sign-in reads (docs/product-rules.md#two-factor-sign-in;
 * decision 0073). A module of their own: only the sign-in page and the Security settings load them.
 */

/**
 * POST /api/auth/sign-in/email, as the identity library answers a right password: with two-factor
 * sign-in on, no session yet but `twoFactorRedirect` (the second step asks for the code); otherwise
 * the session cookie is set (the rest of the answer is not read).
 */
export const signInAnswerSchema = z.object({
  twoFactorRedirect: z.literal(true).optional(),
  twoFactorMethods: z.array(z.string()).optional(),
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** POST /api/auth/two-factor/enable: the authenticator's otpauth:// URI and the recovery codes, shown once. */
export const twoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/two-factor/generate-backup-codes: new recovery codes, shown once; the old ones stop working. */
export const recoveryCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
