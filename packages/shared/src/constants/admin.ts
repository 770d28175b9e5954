/** The admin portal's limits, free of zod so pages can read them (decision 0014's budgets). */
export const ADMIN_REASON_MAX = 500;

/** Every campaign status, as the portal's filter offers them. */
export const ADMIN_CAMPAIGN_STATUSES = ['draft', 'live', 'successful', 'unsuccessful', 'canceled', 'suspended'] as const;

/** What a report can be resolved with, in the words of the portal (docs/product-rules.md#reports). */
export const REPORT_RESOLUTION_LABELS = {
  no_action: 'No action',
  remove_content: 'Remove the content',
  suspend_campaign: 'Suspend the campaign',
  disable_user: 'Disable the user',
} as const;

/** The ledger's account kinds, for the portal's filter. */
export const LEDGER_ACCOUNT_KIND_VALUES = [
  'user_wallet',
  'campaign_escrow',
  'platform_revenue',
  'provider_clearing',
  'payouts_in_transit',
  'promotion_escrow',
] as const;
