import { z } from 'zod';

/**
 * Every domain event the server records, with its payload. Payloads carry ids and amounts only:
 * a subscriber reads whatever else it needs in its own transaction, so an event never holds a
 * stale copy of a title or a name (and holds no personal data to erase later).
 *
 * Amounts are minor units (cents) with their currency, as in the ledger.
 *
 * Adding an event: add it here, record it with `recordEvent` in the transaction that makes the
 * change, and list it in docs/ARCHITECTURE.md ("Domain events"). Changing a payload: add fields
 * as optional (events already in the table keep their old shape), or add a new event type.
 */
const id = z.string().min(1);
const money = { amount: z.number().int().nonnegative(), currency: z.string().length(3) };
/** A pledge's parts (amount = reward + shipping + add-ons); optional: events recorded before add-ons and shipping have none. */
const breakdown = z
  .object({
    reward: z.number().int().nonnegative(),
    shipping: z.number().int().nonnegative(),
    addOns: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  })
  .optional();

export const EVENT_CATALOG = {
  /** A backer pledged to a live campaign (the money moved from their wallet to the campaign's escrow). */
  'pledge.created': z.object({ pledgeId: id, campaignId: id, backerId: id, ...money, breakdown }),
  /** A backer changed a pledge (reward, amount, shipping or add-ons) while the campaign was live; `amount` is the new total. */
  'pledge.changed': z.object({ pledgeId: id, campaignId: id, backerId: id, ...money, breakdown }),
  /** A backer changed the shipping address of a pledge (the address itself is never in an event). */
  'pledge.address_changed': z.object({ pledgeId: id, campaignId: id, backerId: id }),
  /** The creator downloaded the backers' shipping addresses (also in audit_log). */
  'backers.addresses_exported': z.object({ campaignId: id, actorId: id, rowCount: z.number().int().nonnegative() }),
  /**
   * A card payment for a pledge completed for an account an admin had disabled meanwhile: the
   * money stays in the payer's wallet and no pledge is made (`amount`: what the payment credited).
   */
  'pledge.payment_kept': z.object({
    paymentId: id,
    campaignId: id,
    backerId: id,
    ...money,
    reason: z.enum(['account_disabled']),
  }),
  /** A backer canceled a pledge while the campaign was live (the money went back to their wallet). */
  'pledge.canceled': z.object({ pledgeId: id, campaignId: id, backerId: id, ...money }),
  /** A draft went live. */
  'campaign.launched': z.object({ campaignId: id, ownerId: id }),
  /** The campaign ended with its goal reached (or keep-it-all): pledges are collected. */
  'campaign.succeeded': z.object({ campaignId: id, ownerId: id, raised: money.amount, currency: money.currency }),
  /** The campaign ended short of its goal (all-or-nothing): pledges are refunded. */
  'campaign.failed': z.object({ campaignId: id, ownerId: id, raised: money.amount, currency: money.currency }),
  /** The creator (or an admin) canceled the campaign before its end: pledges are refunded. */
  'campaign.canceled': z.object({ campaignId: id, ownerId: id }),
  /** A payment succeeded and its money reached the payer's wallet; `purpose` is the payment's purpose (e.g. 'top-up'). */
  'payment.credited': z.object({ paymentId: id, userId: id, purpose: z.string().min(1), ...money }),
  /** A withdrawal's payout reached the user's bank. */
  'withdrawal.paid': z.object({ withdrawalId: id, userId: id, ...money }),
  /** One user started following another (for the coming notifications and activity feeds). */
  'user.followed': z.object({ followerId: id, followedId: id }),
  /** One user stopped following another (recorded only when a follow existed). */
  'user.unfollowed': z.object({ followerId: id, followedId: id }),
  /** A user's display name or username changed (settings, or anonymised at deletion): search documents name them. */
  'user.renamed': z.object({ userId: id }),
  /** An admin removed what a reported person wrote on their profile (name reset, bio, links and avatar gone; decision 0035). */
  'profile.content_removed': z.object({ userId: id, removedBy: id }),
  /** A user saved (bookmarked) a public campaign (recorded only when it was not saved yet). */
  'campaign.saved': z.object({ userId: id, campaignId: id }),
  /** A user removed a campaign from their saved list (recorded only when it was saved). */
  'campaign.unsaved': z.object({ userId: id, campaignId: id }),
  /** A campaign the user saved is live and ends within 48 hours (the social reminder job; once per save). */
  'campaign.saved_ending_soon': z.object({ userId: id, campaignId: id }),
  /** The owner or a collaborator posted an update (`visibility` 'backers': only backers read its body). */
  'update.posted': z.object({ updateId: id, campaignId: id, authorId: id, visibility: z.enum(['public', 'backers']) }),
  /** An update's title, body or visibility changed (by its author or the campaign's owner). */
  'update.edited': z.object({ updateId: id, campaignId: id, editorId: id }),
  /** An update was deleted with its comments. */
  'update.deleted': z.object({ updateId: id, campaignId: id, deletedBy: id }),
  /** A creator posted for their members (all members, or one tier and those ranked above it; decision 0077). */
  'member_post.published': z.object({ postId: id, creatorId: id }),
  /** A creator deleted one of their members-only posts. */
  'member_post.deleted': z.object({ postId: id, creatorId: id }),
  /** A comment on a campaign (`updateId` null) or an update; `parentId` set for a reply. */
  'comment.posted': z.object({ commentId: id, campaignId: id, updateId: id.nullable(), parentId: id.nullable(), authorId: id }),
  /** The author changed a comment within its edit window. */
  'comment.edited': z.object({ commentId: id, campaignId: id, editorId: id }),
  /** A comment was deleted by its author, the campaign's owner or an admin. */
  'comment.deleted': z.object({ commentId: id, campaignId: id, deletedBy: id }),
  /** A signed-in person reported a campaign, update, comment or profile (`targetId`: a user id for profiles). */
  'report.filed': z.object({
    reportId: id,
    reporterId: id,
    targetType: z.enum(['campaign', 'update', 'comment', 'profile', 'message']),
    targetId: id,
    reason: z.string().min(1),
  }),
  /** The owner or a collaborator saved changes to a campaign (fields changed: input keys, or 'cover'/'gallery' for an image). */
  'campaign.edited': z.object({ campaignId: id, actorId: id, fields: z.array(z.string().min(1)) }),
  /** The owner invited someone to collaborate; inviteeUserId is absent for an e-mail invite to an address no verified account holds. */
  'collaborator.invited': z.object({ inviteId: id, campaignId: id, invitedBy: id, inviteeUserId: id.optional() }),
  /** The invitee accepted: they now edit the campaign. */
  'collaborator.invite_accepted': z.object({ inviteId: id, campaignId: id, userId: id }),
  /** The invitee declined. */
  'collaborator.invite_declined': z.object({ inviteId: id, campaignId: id, userId: id }),
  /** The owner withdrew a pending invite. */
  'collaborator.invite_revoked': z.object({ inviteId: id, campaignId: id, revokedBy: id }),
  /** A collaborator left the team: removed by the owner, left on their own, or their account was deleted. */
  'collaborator.removed': z.object({ campaignId: id, userId: id, removedBy: id }),
  /** Messages (decision 0028): a message was sent in a conversation of two people. */
  'message.sent': z.object({ messageId: id, conversationId: id, senderId: id, recipientId: id }),
  /** Messages: an admin removed a reported message (its words erased; decision 0035). */
  'message.removed': z.object({ messageId: id, conversationId: id, senderId: id, removedBy: id }),
  /** Messages: a member read the conversation up to a message. */
  'message.read': z.object({ conversationId: id, readerId: id, upToMessageId: id }),
  /** Social: a person blocked another (their follows ended; messaging between them stops). */
  'user.blocked': z.object({ blockerId: id, blockedId: id }),
  'user.unblocked': z.object({ blockerId: id, blockedId: id }),
  /** Rewards: a person earned a badge (decision 0032). */
  'badge.earned': z.object({ userId: id, badge: z.string().min(1) }),
  /** Rewards: points were redeemed for promotion credit (`points` spent, `credit` in minor units). */
  'points.redeemed': z.object({
    userId: id,
    points: z.number().int().positive(),
    credit: z.number().int().positive(),
    currency: z.string().length(3),
  }),
  /** Subscriptions (decision 0033): Pro started, paid from the wallet or a checkout (the first invoice). */
  'subscription.started': z.object({ userId: id, plan: z.string().min(1), invoiceId: id, ...money }),
  /**
   * Subscriptions: a period end was paid (the renewal's invoice): from the wallet, or by the saved
   * card when the wallet was short, or by the provider's subscription (Stripe Billing). `paidWith`
   * is optional: events before decision 0038 have none (the wallet).
   */
  'subscription.renewed': z.object({
    userId: id,
    plan: z.string().min(1),
    invoiceId: id,
    ...money,
    paidWith: z.enum(['wallet', 'card']).optional(),
  }),
  /**
   * Subscriptions: a renewal could not be paid; Pro lasts until `graceUntil` unless paid. `reason`
   * (optional, decision 0038): the wallet was short and no card is saved, or the card was declined.
   */
  'subscription.renewal_failed': z.object({
    userId: id,
    plan: z.string().min(1),
    ...money,
    graceUntil: z.string(),
    reason: z.enum(['wallet_short', 'card_declined']).optional(),
  }),
  /** Subscriptions: the subscriber canceled at period end (Pro lasts until `currentPeriodEnd`). */
  'subscription.canceled': z.object({ userId: id, plan: z.string().min(1), currentPeriodEnd: z.string() }),
  /** Subscriptions: a cancel at period end was undone. */
  'subscription.resumed': z.object({ userId: id, plan: z.string().min(1) }),
  /** Subscriptions: the plan changed now (to yearly) or at the period end (to monthly). */
  'subscription.plan_changed': z.object({ userId: id, from: z.string().min(1), to: z.string().min(1) }),
  /** Subscriptions: Pro ended, canceled at period end or unpaid after the grace period. */
  'subscription.expired': z.object({ userId: id, plan: z.string().min(1), reason: z.enum(['canceled', 'unpaid']) }),
  /** Memberships (decision 0078): a member joined and paid the first month, from the wallet or by card (a checkout). */
  'membership.started': z.object({
    membershipId: id,
    memberId: id,
    chargeId: id,
    ...money,
    paidWith: z.enum(['wallet', 'card']),
  }),
  /** Memberships: a month was renewed and paid (its charge): from the wallet, or by the saved card when the wallet was short. */
  'membership.renewed': z.object({
    membershipId: id,
    memberId: id,
    chargeId: id,
    ...money,
    paidWith: z.enum(['wallet', 'card']),
  }),
  /** Memberships: a renewal try was not paid (wallet short, no card or card declined): past due, tried again at `retryAt`. */
  'membership.renewal_failed': z.object({
    membershipId: id,
    memberId: id,
    ...money,
    attempt: z.number().int().positive(),
    attemptsLeft: z.number().int().nonnegative(),
    retryAt: z.string(),
    reason: z.enum(['wallet_short', 'card_declined']),
  }),
  /** Memberships: a membership ended, canceled by its member (its paid month over) or unpaid after the last try. */
  'membership.ended': z.object({ membershipId: id, memberId: id, reason: z.enum(['canceled', 'unpaid']) }),
  /** Memberships (decision 0080): the member paused it from `from` (the paid month's end) until `until`, when it renews again. */
  'membership.paused': z.object({ membershipId: id, memberId: id, from: z.string(), until: z.string() }),
  /** Memberships: a pause ended early: called off before it began, or a month was paid to end a begun one. */
  'membership.resumed': z.object({ membershipId: id, memberId: id, reason: z.enum(['called_off', 'paid']) }),
  /** Memberships: a creator changed a tier's price (`oldPrice`: what members paid until then); its members are told. */
  'membership.tier_price_changed': z.object({
    tierId: id,
    creatorId: id,
    oldPrice: z.number().int().positive(),
    newPrice: z.number().int().positive(),
    currency: z.string().length(3),
    changedAt: z.string(),
  }),
  /** Payments (decision 0038): a card was saved for charges without the payer (renewals); `replaced` an earlier one. */
  'payment_method.saved': z.object({ userId: id, provider: z.string().min(1), replaced: z.boolean() }),
  /** Payments: the person removed their saved card (also at the provider). */
  'payment_method.removed': z.object({ userId: id, provider: z.string().min(1) }),
  /** Help centre: an admin published an article (its draft became what visitors read), or took it down (decision 0036). */
  'help_article.published': z.object({ articleId: id, actorId: id }),
  'help_article.unpublished': z.object({ articleId: id, actorId: id }),
  /** Promotions (decision 0031): a creator paid for N days of a campaign's promotion (`amount` is the total). */
  'promotion.purchased': z.object({
    promotionId: id,
    campaignId: id,
    ownerId: id,
    days: z.number().int().positive(),
    paidWith: z.enum(['wallet', 'credit']),
    ...money,
  }),
  /** Promotions: an admin approved a promotion; it runs from now. */
  'promotion.approved': z.object({ promotionId: id, campaignId: id, ownerId: id, reviewerId: id }),
  /** Promotions: an admin rejected a promotion; `amount` went back in full. */
  'promotion.rejected': z.object({ promotionId: id, campaignId: id, ownerId: id, reviewerId: id, ...money }),
  /** Promotions: the creator canceled a promotion; `amount` (its unused whole days) went back. */
  'promotion.canceled': z.object({ promotionId: id, campaignId: id, ownerId: id, ...money }),
  /** Promotions: a promotion ran all its days. */
  'promotion.completed': z.object({ promotionId: id, campaignId: id, ownerId: id }),
  /** Admin portal (decision 0035): an admin resolved a report; its reporter is told the outcome. */
  'report.resolved': z.object({
    reportId: id,
    reporterId: id,
    resolvedBy: id,
    resolution: z.enum(['no_action', 'remove_content', 'suspend_campaign', 'disable_user']),
  }),
  /** Admin portal: a run of the ledger's invariant check found violations; every admin is alerted. */
  'ledger.check_failed': z.object({
    runId: id,
    trigger: z.enum(['scheduled', 'manual']),
    violations: z.number().int().nonnegative(),
  }),
} as const satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type EventType = keyof typeof EVENT_CATALOG;

export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_CATALOG)[T]>;

/** What a service records: one of the catalog's types with its payload. */
export type NewEvent = { [T in EventType]: { type: T; payload: EventPayload<T> } }[EventType];

/** An event as a subscriber receives it. `id` is unique and stable: handlers are idempotent by it. */
export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  payload: EventPayload<T>;
  occurredAt: Date;
}
