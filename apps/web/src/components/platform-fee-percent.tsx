import { usePlatformMoney } from '@/lib/client-config';

/**
 * A platform fee as the server configures it ("5%"): the standard one, or the lower one of a
 * creator with an active Pro subscription. Pages never write a fee of their own.
 */
export function PlatformFeePercent({ plan = 'standard' }: { plan?: 'standard' | 'pro' }) {
  const money = usePlatformMoney();
  return <>{plan === 'pro' ? money.proFeePercent : money.platformFeePercent}%</>;
}
