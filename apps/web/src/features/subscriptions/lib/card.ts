import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';

export type SavedCardDetails = NonNullable<SubscriptionOverview['paymentMethod']>;

/** "Visa ending 4242", as the person recognises their card; never more of the number. */
export function cardLabel(card: Pick<SavedCardDetails, 'brand' | 'last4'>): string {
  return `${card.brand} ending ${card.last4}`;
}

/** "12/30", or null when the provider did not say. */
export function cardExpiry(card: SavedCardDetails): string | null {
  if (!card.expMonth || !card.expYear) return null;
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
