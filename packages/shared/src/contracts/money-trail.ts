import { z } from 'zod';
import { pageLimitField } from './paging.js';

/**
 * GET /api/campaigns/:id/money: a campaign's public money trail (docs/product-rules.md#money-trail,
 * decision 0071). Every figure is summed from the ledger's entries; amounts are integer minor units
 * of `currency`.
 */

export const campaignMoneyParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A campaign id is 1–64 letters, digits, “-” or “_”.'),
});

/** `cursor`: the `nextCursor` of the previous page (a ledger sequence number); newest movements first. */
export const campaignMoneyQuerySchema = z
  .object({
    cursor: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'The cursor is not valid for this list; start again from the first page.')
      .optional(),
    limit: pageLimitField(100, 20),
  })
  .strict();
export type CampaignMoneyQuery = z.infer<typeof campaignMoneyQuerySchema>;

const minorUnits = z.number().int().nonnegative();

/**
 * The sums, each from the ledger: `pledged` every amount that went into the campaign's escrow (new
 * pledges and raised ones), `refunded` every amount that went back to backers (canceled, lowered
 * and returned pledges), `held` what the escrow holds now, `collected` what the settlement took out
 * of it, split into `platformFee` and `paidToCreator`; `withdrawnByCreator` the creator's
 * withdrawals counted against the payout. Always pledged − refunded = held + collected, and
 * collected = platformFee + paidToCreator.
 */
export const campaignMoneyTotalsSchema = z.object({
  pledged: minorUnits,
  refunded: minorUnits,
  held: minorUnits,
  collected: minorUnits,
  platformFee: minorUnits,
  paidToCreator: minorUnits,
  withdrawnByCreator: minorUnits,
});
export type CampaignMoneyTotals = z.infer<typeof campaignMoneyTotalsSchema>;

export const MONEY_MOVEMENT_KINDS = ['pledge', 'pledge_raised', 'pledge_lowered', 'refund', 'settlement', 'withdrawal'] as const;
export type MoneyMovementKind = (typeof MONEY_MOVEMENT_KINDS)[number];

/** A backer who chose to show the campaigns they back; null shows as "Anonymous backer". */
export const publicBackerSchema = z.object({ displayName: z.string(), username: z.string().nullable() });
export type PublicBacker = z.infer<typeof publicBackerSchema>;

/**
 * One ledger transaction of the trail. `id` is the ledger transaction's id; `amount` its size
 * (never negative: `kind` says which way it went). A settlement names its `fee` and `toCreator`
 * parts; a creator's withdrawal the part `counted` against the payout and whether it has reached
 * the bank (`paid`) or is `on_its_way`.
 */
export const moneyMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(MONEY_MOVEMENT_KINDS),
  at: z.string(),
  amount: minorUnits,
  backer: publicBackerSchema.nullable(),
  fee: minorUnits.nullable(),
  toCreator: minorUnits.nullable(),
  withdrawal: z.object({ counted: minorUnits, status: z.enum(['on_its_way', 'paid']) }).nullable(),
});
export type MoneyMovement = z.infer<typeof moneyMovementSchema>;

export const campaignMoneySchema = z.object({
  campaignId: z.string(),
  currency: z.string(),
  totals: campaignMoneyTotalsSchema,
  /** When the settlement paid the creator (null until then, and for a campaign that did not succeed). */
  settledAt: z.string().nullable(),
  movements: z.array(moneyMovementSchema),
  nextCursor: z.string().nullable(),
});
export type CampaignMoney = z.infer<typeof campaignMoneySchema>;
