import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { Button } from '@/components/ui/button';
import { ChangeEmail } from '@/features/auth/components/settings/account/change-email';
import { ChangePassword } from '@/features/auth/components/settings/account/change-password';
import { DeleteAccount } from '@/features/auth/components/settings/account/delete-account';
import { LinkedAccounts } from '@/features/auth/components/settings/account/linked-accounts';
import { Sessions } from '@/features/auth/components/settings/account/sessions';
import { SettingsSection } from '@/features/auth/components/settings/settings-section';

function ExportData() {
  return (
    <Button asChild variant="secondary" className="w-fit">
      <a href="/api/me/export" download>
        Download my data
      </a>
    </Button>
  );
}

/** The Account tab of the settings: email, password, sign-in methods, devices, export and deletion. */
export function AccountSettings({ user }: { user: SessionUser }) {
  return (
    <div className="grid gap-6">
      <SettingsSection
        id="settings-email"
        title="Email address"
        description="Changing it needs your current password and sends a link to the new address. Your old address gets a link to undo the change."
      >
        <ChangeEmail user={user} />
      </SettingsSection>
      <SettingsSection id="settings-password" title="Password" description="Changing your password signs out your other devices.">
        <ChangePassword twoFactorEnabled={user.twoFactorEnabled} />
      </SettingsSection>
      <SettingsSection id="settings-linked" title="Linked accounts">
        <LinkedAccounts user={user} />
      </SettingsSection>
      <SettingsSection id="settings-sessions" title="Where you’re signed in">
        <Sessions />
      </SettingsSection>
      <SettingsSection
        id="settings-export"
        title="Export your data"
        description="A JSON file with your profile, preferences and activity."
      >
        <ExportData />
      </SettingsSection>
      <SettingsSection
        id="settings-delete"
        title="Delete account"
        description="Possible once no money is on its way: withdraw your balance, and let your pledges and live campaigns settle first."
      >
        <DeleteAccount user={user} />
      </SettingsSection>
    </div>
  );
}
