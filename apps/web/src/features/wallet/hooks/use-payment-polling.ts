import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paymentQueryOptions, type PaymentDetails } from '@/features/wallet/api/get-payment';
import { useRefreshWallet } from '@/features/wallet/api/get-wallet';
import { DEFAULT_POLL_SCHEDULE, type PollSchedule } from '@/features/wallet/lib/payment-polling';

/** Still worth asking: the provider has not confirmed yet, or the pledge it paid for is being recorded. */
export function isStillSettling(payment: PaymentDetails | undefined): boolean {
  if (!payment) return false;
  return payment.status === 'pending' || (payment.status === 'succeeded' && payment.pledge?.status === 'waiting');
}

/**
 * Asks GET /api/payments/:id until the webhook has confirmed the payment (every second at first,
 * then backing off), and gives up on its own after `schedule.timeoutMs`: `timedOut` then says the
 * page should tell the person the payment is still processing. `checkAgain` starts a new round.
 * Once the payment succeeded, the wallet's balance and history are refreshed.
 */
export function usePaymentPolling(paymentId: string | null, schedule: PollSchedule = DEFAULT_POLL_SCHEDULE) {
  const refreshWallet = useRefreshWallet();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);

  const query = useQuery({
    ...paymentQueryOptions(paymentId ?? ''),
    enabled: paymentId !== null,
    refetchInterval: (current) => {
      if (!isStillSettling(current.state.data)) return false;
      if (Date.now() - startedAt >= schedule.timeoutMs) return false;
      return schedule.delayMs(Math.max(0, current.state.dataUpdateCount - 1));
    },
  });

  const settling = query.data === undefined ? query.isPending && paymentId !== null : isStillSettling(query.data);

  useEffect(() => {
    if (!settling || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, startedAt + schedule.timeoutMs - Date.now()));
    return () => clearTimeout(timer);
  }, [settling, timedOut, startedAt, schedule.timeoutMs]);

  const status = query.data?.status;
  useEffect(() => {
    if (status !== 'succeeded') return;
    // The webhook credited the wallet: balance and history on /wallet are out of date now.
    void refreshWallet();
  }, [status, refreshWallet]);

  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setStartedAt(Date.now());
    setTimedOut(false);
    void refetch();
  }, [refetch]);

  return { query, settling, timedOut: settling && timedOut, checkAgain };
}
