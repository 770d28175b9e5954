import { useState, type FormEvent } from 'react';
import { NOTIFICATION_TYPES } from '@crowdspark/shared/constants/notifications';
import type { Preferences, SessionUser } from '@crowdspark/shared/contracts/users';
import { ColumnHeadings } from '@/components/ui/page-blocks';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useUpdatePreferences } from '@/features/auth/api/update-preferences';
import { SettingsSection } from '@/features/auth/components/settings/settings-section';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  newFollower: 'Someone follows you',
  pledgeReceived: 'Your campaign receives a pledge',
  campaignOutcome: 'A campaign you run or back succeeds or fails',
  invites: 'Collaboration invites',
  messages: 'New messages',
  backedCampaignUpdates: 'Updates from campaigns you back and members-only posts',
  promotionsAndPayouts: 'Promotions and payouts',
};

/** Preferences with every notification type present (a missing one counts as on). */
function completePreferences(preferences: Preferences): Preferences {
  const inApp = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, preferences.notifications.inApp[type] ?? true]),
  ) as Preferences['notifications']['inApp'];
  const email = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, preferences.notifications.email?.[type] ?? true]),
  ) as Preferences['notifications']['inApp'];
  return { ...preferences, notifications: { ...preferences.notifications, inApp, email } };
}

type Channel = 'inApp' | 'email';
const DIGEST_CHOICES = [
  ['instant', 'Each one as it happens'],
  ['daily', 'A daily digest'],
  ['weekly', 'A weekly digest'],
  ['off', 'No notification e-mails'],
] as const;

function useSavePreferences(successText: string) {
  const { refresh } = useAuth();
  return useUpdatePreferences({
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Preferences saved', description: successText });
    },
    onError: (caught) =>
      toast({
        title: 'Preferences not saved',
        description: authErrorMessage(caught, 'Your preferences could not be saved. Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function NotificationSettings({ user }: { user: SessionUser }) {
  const [preferences, setPreferences] = useState(() => completePreferences(user.preferences));
  const save = useSavePreferences('Your notification settings have been updated.');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(preferences);
  }

  return (
    <SettingsSection id="settings-notifications" title="Notifications" description="Choose what appears in your notifications.">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left text-sm font-medium">What you hear about, and where</caption>
          <thead>
            <ColumnHeadings
              className="text-left text-muted-foreground"
              cellClassName="w-24 py-1 text-center font-normal"
              columns={[{ label: 'Notification', className: 'py-1 font-normal' }, 'In the app', 'By e-mail']}
            />
          </thead>
          <tbody>
            {NOTIFICATION_TYPES.map((type) => (
              <tr key={type} className="border-t border-border">
                <th scope="row" className="py-2 text-left font-normal">
                  {NOTIFICATION_LABELS[type]}
                </th>
                {(['inApp', 'email'] as const satisfies readonly Channel[]).map((channel) => (
                  <td key={channel} className="py-2 text-center">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={`${NOTIFICATION_LABELS[type]}: ${channel === 'inApp' ? 'in the app' : 'by e-mail'}`}
                      checked={preferences.notifications[channel]?.[type] ?? true}
                      onChange={(event) =>
                        setPreferences((current) => ({
                          ...current,
                          notifications: {
                            ...current.notifications,
                            [channel]: { ...current.notifications[channel], [type]: event.target.checked },
                          },
                        }))
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <FormField id="settings-digest" label="Notification e-mails arrive as">
          <Select
            value={preferences.notifications.emailDigest}
            onChange={(event) =>
              setPreferences((current) => ({
                ...current,
                notifications: {
                  ...current.notifications,
                  emailDigest: event.target.value as Preferences['notifications']['emailDigest'],
                },
              }))
            }
          >
            {DIGEST_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </FormField>
        <p className="text-sm text-muted-foreground">
          Receipts for money (pledges, refunds, payouts) always come by e-mail, whatever you choose here.
        </p>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          Save notification settings
        </Button>
      </form>
    </SettingsSection>
  );
}

export function PrivacySettings({ user }: { user: SessionUser }) {
  const [show, setShow] = useState(user.preferences.privacy.showBackedCampaigns);
  const save = useSavePreferences('Your privacy settings have been updated.');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ ...completePreferences(user.preferences), privacy: { showBackedCampaigns: show } });
  }

  return (
    <SettingsSection id="settings-privacy" title="Privacy">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-1">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={show}
              aria-describedby="privacy-backing-hint"
              onChange={(e) => setShow(e.target.checked)}
            />
            Show the campaigns I back on my public profile
          </label>
          <p id="privacy-backing-hint" className="text-sm text-muted-foreground">
            Your name then also shows next to your pledges on a campaign’s Money tab; otherwise you appear there as “Anonymous
            backer”.
          </p>
        </div>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          Save privacy settings
        </Button>
      </form>
    </SettingsSection>
  );
}
