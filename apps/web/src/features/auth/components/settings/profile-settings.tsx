import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { CATEGORIES, type CategorySlug } from '@crowdspark/shared/constants/categories';
import { profileUpdateSchema, type ProfileUpdate, type SessionUser } from '@crowdspark/shared/contracts/users';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useUpdateProfile } from '@/features/auth/api/update-profile';
import { useUploadAvatar } from '@/features/auth/api/upload-avatar';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { SettingsSection } from '@/features/auth/components/settings/settings-section';

type TextField = 'displayName' | 'username' | 'bio' | 'location' | 'website';
type FieldErrors = Partial<Record<TextField | 'interests', string>>;
const ORDER: readonly TextField[] = ['displayName', 'username', 'bio', 'location', 'website'];
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

function initialValues(user: SessionUser): Record<TextField, string> {
  return {
    displayName: user.displayName,
    username: user.username,
    bio: user.bio ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
  };
}

/**
 * Validates with the shared profileUpdateSchema. The settings page is a lazy chunk, so zod
 * (which the schema brings) loads with it, never at start-up.
 */
function validateProfile(input: ProfileUpdate): FieldErrors {
  const result = profileUpdateSchema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as keyof FieldErrors] = issue.message;
  }
  return errors;
}

/** Uploads as soon as a photo is chosen (no second click), showing the bytes sent. */
function AvatarUpload({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const { mutateAsync: uploadAvatar } = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function upload(file: File) {
    setProgress(0);
    try {
      await uploadAvatar({ file, onProgress: setProgress });
      await refresh();
      toast({ title: 'Photo updated', description: 'Your new profile photo is saved.' });
    } catch (caught) {
      const message = authErrorMessage(caught, 'Your photo could not be uploaded. Please try again.');
      setError(message);
      toast({ title: 'Photo not saved', description: message, variant: 'destructive' });
    } finally {
      setProgress(null);
      setPreview(null);
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const chosen = input.files?.[0] ?? null;
    setError(undefined);
    if (!chosen) return;
    // Choosing the same file again after a failure must fire change again.
    input.value = '';
    if (!chosen.type.startsWith('image/')) return setError('Please choose an image file.');
    if (chosen.size > MAX_AVATAR_BYTES) return setError('The image is too large (5 MB at most).');
    setPreview(URL.createObjectURL(chosen));
    void upload(chosen);
  }

  const busy = progress !== null;
  return (
    <div className="flex flex-wrap items-center gap-5">
      {preview ? (
        <img src={preview} alt="Preview of your new avatar" className="size-20 rounded-full border border-border object-cover" />
      ) : (
        <UserAvatar name={user.displayName} src={user.photoURL} className="size-20 text-2xl" />
      )}
      <div className="grid min-w-0 flex-1 gap-2">
        <FormField
          id="settings-avatar"
          label="Profile photo"
          hint="JPEG, PNG, WebP or GIF, 5 MB at most. It uploads as soon as you choose it."
          error={error}
        >
          <Input type="file" accept="image/*" onChange={onChange} className="h-auto py-2" />
        </FormField>
        {busy ? (
          <div className="grid gap-1" aria-live="polite">
            <p className="text-sm text-muted-foreground">Uploading photo… {progress}%</p>
            <progress
              className="h-2 w-full max-w-xs accent-primary"
              max={100}
              value={progress}
              aria-label="Photo upload progress"
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function ProfileSettings({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const [values, setValues] = useState(() => initialValues(user));
  const [interests, setInterests] = useState<CategorySlug[]>(() =>
    CATEGORIES.map((c) => c.slug).filter((slug) => user.interests.includes(slug)),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: TextField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function toggleInterest(slug: CategorySlug, on: boolean) {
    setInterests((current) => (on ? [...current, slug] : current.filter((item) => item !== slug)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: ProfileUpdate = { ...values, interests };
    const found = validateProfile(input);
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(`settings-${first}`)?.focus();
      return;
    }
    if (found.interests) return;
    setBusy(true);
    try {
      await updateProfile(input);
      await refresh();
      toast({ title: 'Profile saved', description: 'Your profile has been updated.' });
    } catch (caught) {
      const fields = isApiError(caught) ? caught.fields : {};
      setErrors(fields);
      const firstServer = ORDER.find((field) => fields[field]);
      if (firstServer) document.getElementById(`settings-${firstServer}`)?.focus();
      toast({
        title: 'Profile not saved',
        description: firstServer
          ? fields[firstServer]
          : authErrorMessage(caught, 'Your profile could not be saved. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-6">
      <SettingsSection id="settings-photo" title="Photo">
        <AvatarUpload user={user} />
      </SettingsSection>
      <SettingsSection id="settings-profile" title="Public profile" description="Everyone can see these on your profile page.">
        <form id="settings-profile-form" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
          <FormField id="settings-displayName" label="Display name" error={errors.displayName}>
            <Input name="displayName" autoComplete="nickname" value={values.displayName} onChange={set('displayName')} />
          </FormField>
          <FormField
            id="settings-username"
            label="Username"
            hint="3–30 characters: lowercase letters, numbers and underscores. Your profile lives at /profile/username."
            error={errors.username}
          >
            <Input name="username" autoComplete="username" value={values.username} onChange={set('username')} />
          </FormField>
          <FormField id="settings-bio" label="Bio" error={errors.bio}>
            <Textarea name="bio" rows={4} value={values.bio} onChange={set('bio')} />
          </FormField>
          <FormField id="settings-location" label="Location" error={errors.location}>
            <Input name="location" value={values.location} onChange={set('location')} />
          </FormField>
          <FormField id="settings-website" label="Website" error={errors.website}>
            <Input name="website" type="url" inputMode="url" value={values.website} onChange={set('website')} />
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium">Interests</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {CATEGORIES.map((category) => (
                <label key={category.slug} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={interests.includes(category.slug)}
                    onChange={(event) => toggleInterest(category.slug, event.target.checked)}
                  />
                  {category.name}
                </label>
              ))}
            </div>
            {errors.interests ? <p className="text-sm font-medium text-destructive">{errors.interests}</p> : null}
          </fieldset>
          <Button type="submit" className="w-fit" disabled={busy}>
            Save profile
          </Button>
        </form>
      </SettingsSection>
    </div>
  );
}
