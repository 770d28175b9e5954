import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { SettingsSection } from '@/features/auth/components/settings/settings-section';
import { PasskeySettings } from '@/features/auth/components/settings/security/passkey-settings';
import { TwoFactorSettings } from '@/features/auth/components/settings/security/two-factor-settings';

/** The Security tab of the settings: how signing in is protected. */
export function SecuritySettings({ user }: { user: SessionUser }) {
  return (
    <div className="grid gap-6">
      <SettingsSection
        id="settings-two-factor"
        title="Two-factor sign-in"
        description="After your password, sign-in asks for a 6-digit code from an authenticator app on your phone. Withdrawals and changes to your email, password or this setting ask for a code too."
      >
        <TwoFactorSettings user={user} />
      </SettingsSection>
      <SettingsSection
        id="settings-passkeys"
        title="Passkeys"
        description="Sign in with your fingerprint, face, device PIN or a security key instead of your password and code. A passkey stays on your device; Crowdspark keeps only its public key."
      >
        <PasskeySettings />
      </SettingsSection>
    </div>
  );
}
