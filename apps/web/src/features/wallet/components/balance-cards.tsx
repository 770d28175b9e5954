import { Wallet as WalletIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { walletErrorMessage } from '@/features/wallet/lib/wallet-messages';

/** One card per currency the wallet holds, the platform currency first (the server's order). */
export function BalanceCards() {
  const wallet = useWallet();

  if (!wallet.data && !wallet.isError)
    return (
      <div role="status" aria-label="Loading your balance" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-28 rounded-2xl" />
      </div>
    );
  if (!wallet.data)
    return (
      <RetryAlert role="alert" onRetry={() => void wallet.refetch()}>
        {walletErrorMessage(wallet.error, 'Your balance could not be loaded.')}
      </RetryAlert>
    );

  const [main, ...others] = wallet.data.balances;
  return (
    <section aria-labelledby="wallet-balance-heading">
      <h2 id="wallet-balance-heading" className="sr-only">
        Balance
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {main ? (
          <li className="rounded-2xl border border-primary/30 bg-primary-soft p-6 text-primary-soft-foreground shadow-sm">
            <p className="flex items-center gap-2 text-sm font-medium">
              <WalletIcon aria-hidden="true" className="size-4" />
              Available balance · {main.currency}
            </p>
            <p className="mt-3 text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
              {formatMoney(main.amount, main.currency)}
            </p>
          </li>
        ) : null}
        {others.map((balance) => (
          <li key={balance.currency} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <p className="text-sm font-medium text-muted-foreground">Balance · {balance.currency}</p>
            <p className="mt-3 text-2xl font-bold tracking-tight tabular-nums">{formatMoney(balance.amount, balance.currency)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
