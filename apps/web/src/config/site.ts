export const SITE_NAME = 'Crowdspark';

/** "Feed · Crowdspark": every page title ends with the brand. */
export function formatDocumentTitle(pageTitle: string): string {
  return `${pageTitle} · ${SITE_NAME}`;
}

export const CONTACT_EMAILS = {
  support: 'support@crowdspark.app',
  press: 'press@crowdspark.app',
  careers: 'careers@crowdspark.app',
  privacy: 'privacy@crowdspark.app',
  trust: 'trust@crowdspark.app',
} as const;
