import { passkey } from '@better-auth/passkey';
import { APIError } from 'better-auth';

/** The name a browser shows for the site when it offers to save a passkey. */
export const PASSKEY_RP_NAME = 'Crowdspark';
/** A passkey's own name, given by its owner in the Security settings. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/**
 * Better Auth's passkey plugin over our table (migration 0049; decision 0076). The relying party
 * is PUBLIC_URL: its host name is the RP ID a passkey is bound to and its origin the only one an
 * answer may come from (never the request's Origin header). Registration needs a signed-in
 * session; sign-in is discoverable (the browser offers the passkeys it holds for the site, no
 * e-mail typed first). Both ask the authenticator to verify the person (PIN, fingerprint, face),
 * and a sign-in is refused unless it did: a passkey then stands for two factors, so it signs in
 * without the authenticator-app code. The challenge sits in auth_verifications behind a signed
 * cookie, so the next request may reach another server instance.
 */
export function passkeyPlugin(publicUrl: string) {
  const { hostname, origin } = new URL(publicUrl);
  return passkey({
    rpID: hostname,
    rpName: PASSKEY_RP_NAME,
    origin,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    advanced: { webAuthnChallengeCookie: 'passkey-challenge' },
    registration: {
      afterVerification: ({ verification }) => {
        if (!verification.registrationInfo?.userVerified) throw unverified('FAILED_TO_VERIFY_REGISTRATION');
        return Promise.resolve();
      },
    },
    authentication: {
      afterVerification: ({ verification }) => {
        if (!verification.authenticationInfo.userVerified) throw unverified('AUTHENTICATION_FAILED');
        return Promise.resolve();
      },
    },
    schema: {
      passkey: {
        modelName: 'auth_passkeys',
        fields: {
          userId: 'user_id',
          publicKey: 'public_key',
          credentialID: 'credential_id',
          deviceType: 'device_type',
          backedUp: 'backed_up',
          createdAt: 'created_at',
        },
      },
    },
  });
}

/** The plugin verifies with `requireUserVerification: false`; ours refuses an answer the person did not unlock. */
function unverified(code: 'FAILED_TO_VERIFY_REGISTRATION' | 'AUTHENTICATION_FAILED'): APIError {
  return new APIError(code === 'AUTHENTICATION_FAILED' ? 'UNAUTHORIZED' : 'BAD_REQUEST', {
    code,
    message: 'The authenticator did not verify the person (PIN, fingerprint or face).',
  });
}
