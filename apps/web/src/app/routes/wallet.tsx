import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePlatformMoney } from '@/lib/client-config';
import { BalanceCards } from '@/features/wallet/components/balance-cards';
import { TopUpForm } from '@/features/wallet/components/top-up-form';
import { StatementsPanel } from '@/features/wallet/components/statements-panel';
import { TransactionHistory } from '@/features/wallet/components/transaction-history';
import { WalletSection } from '@/features/wallet/components/wallet-section';
import { useWithdrawals } from '@/features/wallet/api/get-withdrawals';
import { WithdrawForm } from '@/features/wallet/components/withdraw-form';
import { WithdrawalList } from '@/features/wallet/components/withdrawal-list';
import { TwoFactorPrompt } from '@/features/auth/components/two-factor-prompt';
import { VerifiedEmailRequired } from '@/features/auth/components/verified-email-required';
import { MyMemberships } from '@/features/memberships/components/my-memberships';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

export default function WalletPage() {
  usePageTitle(routeTitle('/wallet'));
  const { platformCurrency } = usePlatformMoney();
  const { user } = useAuth();
  // The two-factor suggestion shows before the first withdrawal (the list is loaded for the page anyway).
  const withdrawals = useWithdrawals();
  const firstWithdrawal = withdrawals.data !== undefined && withdrawals.data.length === 0;
  return (
    <PageContainer>
      <PageHeader
        title="Wallet"
        description="Your balance, top-ups, pledges, memberships, refunds and withdrawals, with a receipt for each and yearly statements."
      />
      <div className="mt-8 grid gap-6">
        <BalanceCards />
        <div className="grid gap-6 lg:grid-cols-2">
          <WalletSection
            id="wallet-top-up"
            title="Top up"
            description="Add money by card through secure checkout, then pledge straight from your balance."
          >
            <TopUpForm defaultCurrency={platformCurrency} />
          </WalletSection>
          <WalletSection id="wallet-withdraw" title="Withdraw" description="Send money from your balance to your bank account.">
            <WithdrawForm
              defaultCurrency={platformCurrency}
              twoFactorEnabled={user?.twoFactorEnabled ?? false}
              notice={
                <>
                  <VerifiedEmailRequired action="withdraw" />
                  <TwoFactorPrompt firstWithdrawal={firstWithdrawal} />
                </>
              }
            />
          </WalletSection>
        </div>
        <WalletSection
          id="wallet-history"
          title="History"
          description="Newest first. Each movement has a receipt you can open and download as a PDF."
        >
          <TransactionHistory />
        </WalletSection>
        <WalletSection
          id="wallet-statements"
          title="Statements"
          description="A year's pledges, refunds, funds received, fees and withdrawals, with the opening and closing balance, as a PDF or CSV file."
        >
          <StatementsPanel />
        </WalletSection>
        <WalletSection id="wallet-withdrawals" title="Withdrawals" description="Payouts to your bank account and their status.">
          <WithdrawalList />
        </WalletSection>
        <WalletSection
          id="memberships"
          title="Your memberships"
          description="Creators you support every month, paid from this wallet. A canceled membership lasts until its paid month ends."
        >
          <MyMemberships profileHref={paths.profile} />
        </WalletSection>
      </div>
    </PageContainer>
  );
}
