import { twoFactor } from 'better-auth/plugins/two-factor';

/** The name authenticator apps show beside the account (the otpauth:// URI's issuer). */
export const TWO_FACTOR_ISSUER = 'Crowdspark';
/** Recovery codes issued at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the second sign-in step waits for its code after the password (seconds). */
export const TWO_FACTOR_STEP_MAX_AGE_S = 10 * 60;

/**
 * Better Auth's two-factor plugin over our tables (migration 0045; decision 0073): TOTP
 * authenticator apps and recovery codes, no e-mailed codes (no `otpOptions`) and no "trust this
 * device" (the wrapper refuses `trustDevice`, so every password sign-in asks for the code). The
 * secret and the recovery codes are stored encrypted with the auth secret (the plugin's default).
 */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: TWO_FACTOR_ISSUER,
    twoFactorCookieMaxAge: TWO_FACTOR_STEP_MAX_AGE_S,
    backupCodeOptions: { amount: RECOVERY_CODE_COUNT, storeBackupCodes: 'encrypted' },
    schema: {
      user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
      twoFactor: {
        modelName: 'auth_two_factors',
        fields: {
          userId: 'user_id',
          backupCodes: 'backup_codes',
          failedVerificationCount: 'failed_verification_count',
          lockedUntil: 'locked_until',
        },
      },
    },
  });
}
