import { z } from 'zod';
import { CAMPAIGN_STATUSES } from './campaigns.js';
import { shippingAddressSchema } from './shipping.js';

/**
 * Relaunching a campaign that ended without its money (docs/product-rules.md#relaunch): the
 * creator copies it into a new draft; once that draft is live, the earlier backers get an offer
 * to back it again in one click.
 */

/** One end of a relaunch: the earlier campaign or its relaunch. */
export const relaunchLinkSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
});
export type RelaunchLink = z.infer<typeof relaunchLinkSchema>;

/** What a backer of the earlier campaign pledged, matched onto the relaunch: the confirm dialog's figures. */
export const rebackOfferSchema = z.object({
  previousCampaignId: z.string(),
  previousTitle: z.string().nullable(),
  /** The relaunch's reward with the same title as the one chosen before; null: no reward (none matched). */
  tierId: z.string().nullable(),
  tierTitle: z.string().nullable(),
  /** Towards the reward, in minor units: what was pledged before, raised to the reward's minimum if that grew. */
  amount: z.number().int().positive(),
  currency: z.string(),
  /** The address the earlier reward was to ship to, when the matched reward ships. */
  shippingAddress: shippingAddressSchema.nullable(),
});
export type RebackOffer = z.infer<typeof rebackOfferSchema>;

/** GET /api/campaigns/:id/relaunch: how this campaign is linked to a relaunch, and what the reader can do about it. */
export const relaunchInfoSchema = z.object({
  /** Its relaunch: shown to everyone once live, to the creator as soon as it exists. */
  relaunch: relaunchLinkSchema.nullable(),
  /** The campaign this one relaunches. */
  relaunchOf: relaunchLinkSchema.nullable(),
  /** The creator may relaunch it now (it ended without its money and has no relaunch). */
  canRelaunch: z.boolean(),
  /** For a signed-in backer of the earlier campaign without a pledge here yet. */
  offer: rebackOfferSchema.nullable(),
});
export type RelaunchInfo = z.infer<typeof relaunchInfoSchema>;
