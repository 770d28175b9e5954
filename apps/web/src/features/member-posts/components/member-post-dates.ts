const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A post's date as lists and its page show it. */
export function formatPostDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** The tiers a creator posts to, in rank order (the route hands them in from the memberships feature). */
export interface PostTier {
  id: string;
  title: string;
}
