/**
 * The ids (URLs: /help-center/{id}) of the help centre's articles. The articles themselves ship
 * with the web app; the server needs only their ids to answer an unknown article with a real 404.
 * A web test keeps this list equal to the articles' ids.
 */
export const HELP_ARTICLE_IDS: readonly string[] = [
  'what-is-crowdspark',
  'find-campaigns',
  'how-pledging-works',
  'change-or-cancel-a-pledge',
  'refunds-when-a-campaign-fails',
  'launch-checklist',
  'choose-a-funding-model',
  'reward-tiers',
  'fees-explained',
  'your-wallet',
  'payment-still-processing',
  'verify-your-email',
  'reset-your-password',
  'keep-your-account-secure',
];
