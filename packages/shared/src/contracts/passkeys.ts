import { z } from 'zod';

/**
 * The identity library's passkey answers the web reads (docs/product-rules.md#passkeys; decision
 * 0076). The registration and sign-in options are passed to the browser's WebAuthn call as they
 * come (@simplewebauthn/browser checks their shape), so only the parts the web itself reads are here.
 */

/** GET /api/auth/passkey/list-user-passkeys: the signed-in person's passkeys, as the Security tab lists them. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  createdAt: z.string().nullish(),
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

/** GET /api/auth/passkey/generate-register-options and generate-authenticate-options: WebAuthn options JSON. */
export const passkeyOptionsSchema = z.object({ challenge: z.string() }).passthrough();
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** POST /api/auth/passkey/verify-registration, verify-authentication, delete-passkey: read only for success. */
export const passkeyDoneSchema = z.object({}).passthrough();
