import { z } from 'zod';
import { MEMBERSHIP_LIMITS } from '../constants/memberships.js';

/** One monthly tier as the creator writes it; `id` names a tier that already exists. */
export const membershipTierInputSchema = z.object({
  id: z.string().min(1).optional(),
  title: z
    .string()
    .trim()
    .min(1, 'Give the tier a title.')
    .max(MEMBERSHIP_LIMITS.titleMax, `Keep the title under ${MEMBERSHIP_LIMITS.titleMax} characters.`),
  description: z
    .string()
    .trim()
    .max(MEMBERSHIP_LIMITS.descriptionMax, `Keep the description under ${MEMBERSHIP_LIMITS.descriptionMax} characters.`),
  /** Minor units of the platform currency, charged each month. */
  price: z
    .number()
    .int('The price is in whole cents.')
    .min(MEMBERSHIP_LIMITS.priceMin, 'A tier costs at least 1.00 a month.')
    .max(MEMBERSHIP_LIMITS.priceMax, 'A tier costs at most 10,000.00 a month.'),
  /** Null: no limit on members. */
  memberLimit: z.number().int().min(1, 'A member limit is at least 1.').max(100_000).nullable(),
});
export type MembershipTierInput = z.infer<typeof membershipTierInputSchema>;

export const membershipSetupRequestSchema = z.object({
  enabled: z.boolean(),
  welcomeNote: z
    .string()
    .trim()
    .max(MEMBERSHIP_LIMITS.welcomeNoteMax, `Keep the welcome note under ${MEMBERSHIP_LIMITS.welcomeNoteMax} characters.`),
  tiers: z
    .array(membershipTierInputSchema)
    .max(MEMBERSHIP_LIMITS.tiersMax, `A membership has at most ${MEMBERSHIP_LIMITS.tiersMax} tiers.`),
  /** "Show member count on my profile"; absent: left as it is. */
  showMemberCount: z.boolean().optional(),
});
export type MembershipSetupRequest = z.infer<typeof membershipSetupRequestSchema>;

export const membershipTierSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.string(),
  memberLimit: z.number().int().nullable(),
  memberCount: z.number().int(),
});
export type MembershipTier = z.infer<typeof membershipTierSchema>;

/** A creator's membership as anyone sees it. */
export const publicMembershipSchema = z.object({
  creatorId: z.string(),
  enabled: z.boolean(),
  tiers: z.array(membershipTierSchema),
  /** Members now (every tier), when the creator shows it on their profile; null otherwise. */
  memberCount: z.number().int().nullable(),
});
export type PublicMembership = z.infer<typeof publicMembershipSchema>;

/** The creator's own setup (Settings → Membership). */
export const membershipSetupSchema = publicMembershipSchema.extend({ welcomeNote: z.string(), showMemberCount: z.boolean() });
export type MembershipSetup = z.infer<typeof membershipSetupSchema>;

export const joinMembershipRequestSchema = z.object({ tierId: z.string().min(1, 'Choose a tier.') });
export type JoinMembershipRequest = z.infer<typeof joinMembershipRequestSchema>;

/** The first month paid by card: the provider's checkout to send the member to (the join happens when it is paid). */
export const membershipCheckoutResponseSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string() });
export type MembershipCheckoutResponse = z.infer<typeof membershipCheckoutResponseSchema>;

/** One membership of the signed-in member. */
export const membershipSchema = z.object({
  id: z.string(),
  creator: z.object({ id: z.string(), username: z.string().nullable(), displayName: z.string().nullable() }),
  tier: z.object({ id: z.string(), title: z.string() }),
  /** What the current period cost (minor units). */
  price: z.number().int(),
  currency: z.string(),
  /**
   * active: paid for the current period; paused: the paid month is over and nothing is charged
   * until pausedUntil; canceled: ended (or will end at the period's end, see cancelAtPeriodEnd).
   */
  status: z.enum(['active', 'past_due', 'paused', 'canceled']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string(),
  /** When the next month is charged; null when it will not renew. */
  nextChargeAt: z.string().nullable(),
  /** wallet: our renewal charges the wallet, else the saved card; provider: Stripe bills the card (a Stripe Subscription). */
  billing: z.enum(['wallet', 'provider']),
  welcomeNote: z.string(),
  /** A cheaper tier chosen during the month: the membership moves to it at the next renewal. */
  nextTier: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** A pause asked for or begun: from the paid month's end (access until then) to the resume date; null otherwise. */
  pause: z.object({ from: z.string(), until: z.string() }).nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const membershipPauseRequestSchema = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'Choose 1, 2 or 3 months.' }),
});
export type MembershipPauseRequest = z.infer<typeof membershipPauseRequestSchema>;

export const membershipTierChangeQuerySchema = z.object({ tierId: z.string().min(1, 'Choose a tier.').max(64) });
export const membershipTierChangeRequestSchema = z.object({ tierId: z.string().min(1, 'Choose a tier.').max(64) });

/** What moving to another tier does, shown before confirming: amounts in minor units. */
export const membershipTierChangeSchema = z.object({
  tierId: z.string(),
  /** upgrade: a dearer tier, now; downgrade: a cheaper one, from the next renewal. */
  kind: z.enum(['upgrade', 'downgrade']),
  /** The new tier's monthly price. */
  price: z.number().int(),
  /** Charged from the wallet now: the difference for the days left of the paid month (0 for a downgrade). */
  chargedNow: z.number().int(),
  daysLeft: z.number().int(),
  periodDays: z.number().int(),
  /** When the new tier starts. */
  appliesAt: z.string(),
  /**
   * What pays `chargedNow` (null for a downgrade): the wallet, else the saved card; `provider`
   * when Stripe bills the membership (it charges the card); `unavailable` when nothing can
   * (confirming is refused). `label` is the line to show ("From your wallet",
   * "Charged to Visa •••• 4242").
   */
  payment: z.object({ method: z.enum(['wallet', 'card', 'provider', 'unavailable']), label: z.string() }).nullable(),
});
export type MembershipTierChange = z.infer<typeof membershipTierChangeSchema>;

/** An upgrade's charge to the saved card and where it stands (the tier changes only once it is paid). */
export const membershipUpgradeChargeSchema = z.object({
  paymentId: z.string(),
  /** paid: the upgrade applied; declined: the card refused (message says why); not_applied: paid, but the upgrade could no longer be made (the money is in the wallet). */
  status: z.enum(['pending', 'paid', 'declined', 'not_applied']),
  amount: z.number().int(),
  currency: z.string(),
  /** "Visa •••• 4242" */
  card: z.string(),
  message: z.string().nullable(),
});
export type MembershipUpgradeCharge = z.infer<typeof membershipUpgradeChargeSchema>;

/** After confirming: the membership as it is now, and the card charge when the saved card pays the upgrade. */
export const membershipTierChangeResultSchema = z.object({
  change: membershipTierChangeSchema,
  membership: membershipSchema,
  cardCharge: membershipUpgradeChargeSchema.nullable(),
});
export type MembershipTierChangeResult = z.infer<typeof membershipTierChangeResultSchema>;

/** An upgrade's card charge with the membership as it is now (polled until the charge is no longer pending). */
export const membershipUpgradeChargeStatusSchema = z.object({
  charge: membershipUpgradeChargeSchema,
  membership: membershipSchema,
});
export type MembershipUpgradeChargeStatus = z.infer<typeof membershipUpgradeChargeStatusSchema>;

export const membershipListSchema = z.object({ memberships: z.array(membershipSchema) });
export type MembershipList = z.infer<typeof membershipListSchema>;
