import { useQueryClient } from '@tanstack/react-query';
import type { PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { pledgeKeys } from '@/features/pledges/api/keys';

/**
 * After a pledge is created, changed or canceled: the backer's pledge to that campaign is what the
 * server answered (none once canceled), and every other pledge read (backers lists) is reloaded.
 * The wallet and the campaign's progress belong to other features: the route refreshes them
 * through the panel's `onPledgeChanged`.
 */
export function useStorePledgeResult() {
  const queryClient = useQueryClient();
  return (result: PledgeResult) => {
    const { pledge } = result;
    queryClient.setQueryData(pledgeKeys.mine(pledge.campaignId), pledge.status === 'active' ? pledge : null);
    void queryClient.invalidateQueries({ queryKey: pledgeKeys.all });
  };
}
