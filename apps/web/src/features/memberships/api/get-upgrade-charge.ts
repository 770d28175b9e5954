import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMembershipUpgradeChargeRoute } from '@crowdspark/shared/api-routes/memberships';
import type { MembershipUpgradeChargeStatus } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** While an upgrade's card charge is pending, it is asked again this often. */
const UPGRADE_CHARGE_POLL_MS = 1_500;

/** GET /api/memberships/:id/upgrade-charges/:paymentId: where an upgrade's card charge stands, and the membership now. */
export function getUpgradeCharge(id: string, paymentId: string, signal?: AbortSignal): Promise<MembershipUpgradeChargeStatus> {
  return callRoute(getMembershipUpgradeChargeRoute, { params: { id, paymentId }, signal });
}

export function upgradeChargeQueryOptions(id: string, paymentId: string) {
  return queryOptions({
    queryKey: [...membershipKeys.all, 'upgrade-charge', id, paymentId] as const,
    queryFn: ({ signal }) => getUpgradeCharge(id, paymentId, signal),
    // Polled until the provider's answer is recorded (paid, declined, or paid but no longer applicable).
    refetchInterval: (query) =>
      query.state.data && query.state.data.charge.status !== 'pending' ? false : UPGRADE_CHARGE_POLL_MS,
  });
}

/** Follows the charge only while the confirmation's answer said it was still pending (null: nothing to follow). */
export function useUpgradeCharge(id: string, paymentId: string | null) {
  return useQuery({ ...upgradeChargeQueryOptions(id, paymentId ?? ''), enabled: paymentId !== null });
}
