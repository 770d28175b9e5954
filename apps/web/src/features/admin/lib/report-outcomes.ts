import { REPORT_RESOLUTION_LABELS } from '@crowdspark/shared/constants/admin';
import { REMOVED_MESSAGE_TEXT, REMOVED_PROFILE_NAME } from '@crowdspark/shared/constants/moderation';
import type { ReportResolution, ReportTargetType } from '@crowdspark/shared/contracts/reports';

/**
 * What each outcome of a report does to what was reported, in the words of the resolve dialog
 * (docs/product-rules.md#reports, decision 0035). The server decides; this says it beforehand.
 */

const REMOVAL: Record<Exclude<ReportTargetType, 'campaign'>, string> = {
  comment:
    'The comment’s words and its author’s name disappear from the campaign (“Comment deleted” stays while it has replies).',
  update:
    'The update is deleted with its comments: it disappears from the campaign page, its address shows “not found”, and backers’ notifications of it go.',
  message: `The message’s words are erased for good. Both people in the conversation see “${REMOVED_MESSAGE_TEXT}” in its place.`,
  profile: `The profile’s display name becomes “${REMOVED_PROFILE_NAME}”; its bio, location, website and avatar are removed. The account stays: disabling it is a separate outcome.`,
};

const RESPONSIBLE: Record<ReportTargetType, string> = {
  campaign: 'The campaign’s creator',
  comment: 'The comment’s author',
  update: 'The update’s author',
  message: 'The message’s sender',
  profile: 'This person',
};

/** Why a campaign has no "remove content": the dialog says so where that option would be. */
export const CAMPAIGN_NOT_REMOVED =
  'A campaign is not removed from its report: suspend it instead. It can be restored later, and its backers’ pledges wait meanwhile.';

/** The outcomes that apply to this kind of report, in the portal's order. */
export function resolutionsFor(targetType: ReportTargetType): ReportResolution[] {
  return (Object.keys(REPORT_RESOLUTION_LABELS) as ReportResolution[]).filter((resolution) => {
    if (resolution === 'remove_content') return targetType !== 'campaign';
    if (resolution === 'suspend_campaign') return targetType === 'campaign';
    return true;
  });
}

/**
 * The dialog starts with no outcome chosen: most outcomes remove, suspend or disable something, so
 * none is pre-selected and resolving without a choice does nothing but ask for one.
 */
export const NO_OUTCOME_CHOSEN = 'Choose an outcome: nothing has been done yet.';

/** What will happen, in a sentence or two. */
export function outcomeOf(targetType: ReportTargetType, resolution: ReportResolution): string {
  switch (resolution) {
    case 'no_action':
      return 'Nothing changes: the report is dismissed and the reporter is told no rule was broken.';
    case 'remove_content':
      return targetType === 'campaign' ? CAMPAIGN_NOT_REMOVED : REMOVAL[targetType];
    case 'suspend_campaign':
      return 'The campaign disappears from discovery, listings and search and takes no pledges; its backers’ pledges are frozen until it is restored.';
    case 'disable_user':
      return `${RESPONSIBLE[targetType]} is signed out at once, in every open tab, and cannot sign in until an admin enables the account again.`;
  }
}
