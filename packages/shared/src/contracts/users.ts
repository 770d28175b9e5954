import { z } from 'zod';
import { CATEGORY_SLUGS } from '../constants/categories.js';
import { NOTIFICATION_TYPES } from '../constants/notifications.js';
import { ROLES } from '../constants/roles.js';

export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9_]{1,28}[a-z0-9])$/;

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, 'Usernames are 3–30 characters: lowercase letters, numbers and underscores, not at either end.');

export const subscriptionDetailsSchema = z
  .object({
    plan: z.enum(['pro-monthly', 'pro-yearly']),
    status: z.enum(['active', 'past_due', 'canceled']),
    currentPeriodEnd: z.string(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .nullable();

export const privacyPreferencesSchema = z.object({ showBackedCampaigns: z.boolean() }).strict();
// Kept in constants/notifications.ts (no zod) for the web's settings tab; re-exported for existing imports.
export { NOTIFICATION_TYPES };
export const notificationPreferencesSchema = z
  .object({
    inApp: z.record(z.enum(NOTIFICATION_TYPES), z.boolean()),
    /** Which kinds also go by e-mail (docs/product-rules.md#notification-e-mail); absent: every kind. */
    email: z.record(z.enum(NOTIFICATION_TYPES), z.boolean()).optional(),
    /** How those e-mails arrive: each as it happens, in a daily or weekly digest, or not at all. */
    emailDigest: z.enum(['instant', 'off', 'daily', 'weekly']),
  })
  .strict();

export const preferencesSchema = z
  .object({ privacy: privacyPreferencesSchema, notifications: notificationPreferencesSchema })
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * GET /api/me: the session user of docs/product-rules.md#session-user (id, uid, email, name, avatar, role,
 * followers, following, savedCampaigns, emailVerified, plus the profile fields of the user
 * document), and when the session ends so the client can refresh ahead of expiry.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: z.enum(ROLES),
  /** Counts (the user document has lists; we never ship unbounded lists): pages at /api/users/:username/followers, /following, /api/me/saved. */
  followers: z.number().int(),
  following: z.number().int(),
  savedCampaigns: z.number().int(),
  username: z.string(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  interests: z.array(z.string()),
  joinDate: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  hasSubscription: z.boolean(),
  subscriptionDetails: subscriptionDetailsSchema,
  preferences: preferencesSchema,
  /** Providers linked to the account: 'credential' (password) and/or 'google'. */
  linkedProviders: z.array(z.string()),
  /** Whether two-factor sign-in is on (docs/product-rules.md#two-factor-sign-in). */
  twoFactorEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  session: z.object({ id: z.string(), expiresAt: z.string() }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/users/{username}: public fields only. Never email, lastLoginAt or sessions. */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  interests: z.array(z.string()),
  joinDate: z.string(),
  role: z.enum(ROLES),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** POST /api/me/avatar: the URL of the new (square WebP) avatar. */
export const avatarUploadResultSchema = z.object({ photoURL: z.string() });
export type AvatarUploadResult = z.infer<typeof avatarUploadResultSchema>;

/** GET /api/auth/list-sessions: the signed-in user's devices, as the identity library answers them. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  userAgent: z.string().nullish(),
  ipAddress: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionListSchema = z.array(deviceSessionSchema);

/** POST /api/auth/undo-email-change: the address the account has again. */
export const undoEmailChangeResultSchema = z.object({ email: z.string() });
export type UndoEmailChangeResult = z.infer<typeof undoEmailChangeResultSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most).`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** PATCH /api/me/profile; the settings form validates with the same schema. */
export const profileUpdateSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, 'Please enter a display name.')
      .max(60, 'Display name is too long (60 characters at most).'),
    username: usernameSchema,
    bio: optionalText(500, 'Bio'),
    location: optionalText(100, 'Location'),
    website: z
      .string()
      .trim()
      .max(300, 'Website is too long.')
      .refine(
        (v) => v === '' || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
        'Website must start with http:// or https://',
      )
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    interests: z.array(z.enum(CATEGORY_SLUGS)).max(CATEGORY_SLUGS.length),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PUT /api/me/preferences */
export const preferencesUpdateSchema = preferencesSchema;

/** POST /api/admin/users/{id}/role (superadmin only). */
export const roleChangeSchema = z.object({ role: z.enum(['user', 'admin']) }).strict();
