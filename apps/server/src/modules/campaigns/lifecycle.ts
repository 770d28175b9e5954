import type { CampaignStatus } from '@crowdspark/shared/contracts/campaigns';
import { AppError } from '../../errors/app-error.js';

/** Every status change a campaign may make, and who or what makes it. */
export type CampaignAction = 'launch' | 'cancel' | 'suspend' | 'restore' | 'succeed' | 'fail';

/**
 * The campaign lifecycle (docs/product-rules.md#campaign-lifecycle) as one table: for each action, the statuses it may
 * start from and where it leads. `restore` leads back to the status the campaign was suspended
 * from (stored in suspended_from_status), so its target is not fixed here.
 */
export const CAMPAIGN_TRANSITIONS: Readonly<
  Record<CampaignAction, { from: readonly CampaignStatus[]; to: CampaignStatus | 'previous'; refusal: string }>
> = {
  launch: { from: ['draft'], to: 'live', refusal: 'Only a draft can be launched.' },
  cancel: { from: ['live'], to: 'canceled', refusal: 'Only a live campaign can be canceled.' },
  // "any → suspended": a suspended campaign cannot be suspended again (nothing would change).
  suspend: {
    from: ['draft', 'live', 'successful', 'unsuccessful', 'canceled'],
    to: 'suspended',
    refusal: 'This campaign is already suspended.',
  },
  restore: { from: ['suspended'], to: 'previous', refusal: 'Only a suspended campaign can be restored.' },
  // The end-of-campaign job (pledge work) uses these two.
  succeed: { from: ['live'], to: 'successful', refusal: 'Only a live campaign can end as successful.' },
  fail: { from: ['live'], to: 'unsuccessful', refusal: 'Only a live campaign can end as unsuccessful.' },
};

export function canTransition(action: CampaignAction, from: CampaignStatus): boolean {
  return CAMPAIGN_TRANSITIONS[action].from.includes(from);
}

/** Throws 409 CONFLICT with the action's sentence when the campaign is in the wrong status. */
export function assertTransition(action: CampaignAction, from: CampaignStatus): void {
  if (!canTransition(action, from)) throw new AppError('CONFLICT', CAMPAIGN_TRANSITIONS[action].refusal);
}

/** Statuses in which the owner may still edit: drafts freely, live ones except the locked terms. */
export function isEditable(status: CampaignStatus): boolean {
  return status === 'draft' || status === 'live';
}
