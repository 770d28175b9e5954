import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CircleAlert, CircleCheck, CircleX, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import type { PaymentDetails, PledgeOutcome } from '@/features/wallet/api/get-payment';
import { usePaymentPolling } from '@/features/wallet/hooks/use-payment-polling';
import type { PollSchedule } from '@/features/wallet/lib/payment-polling';
import { walletErrorMessage } from '@/features/wallet/lib/wallet-messages';

type Tone = 'success' | 'pending' | 'failed' | 'neutral';

const TONE_ICON_CLASSES: Record<Tone, string> = {
  success: 'text-success dark:text-green-400',
  pending: 'text-link',
  failed: 'text-destructive dark:text-red-300',
  neutral: 'text-muted-foreground',
};

/** The page's heading, message and actions; the whole block is a live region so changes are announced. */
function ResultPanel({
  icon: Icon,
  tone,
  title,
  spin = false,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone: Tone;
  title: string;
  spin?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="text-center">
      <div role="status" aria-live="polite">
        <Icon aria-hidden="true" className={cn('mx-auto size-12', TONE_ICON_CLASSES[tone], spin && 'motion-safe:animate-spin')} />
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children ? (
          <div className="mx-auto mt-4 grid max-w-xl gap-4 text-lg leading-8 text-muted-foreground">{children}</div>
        ) : null}
      </div>
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}

function WalletLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Button asChild variant={variant}>
      <Link to={paths.wallet}>Go to your wallet</Link>
    </Button>
  );
}

function PledgeOutcomeNote({ pledge, payment }: { pledge: PledgeOutcome; payment: PaymentDetails }) {
  const campaignLink = (
    <Link to={paths.campaign(pledge.campaignId)} className="font-medium text-link underline underline-offset-2">
      {pledge.campaignTitle}
    </Link>
  );
  if (pledge.status === 'completed')
    return (
      <Alert variant="success" className="text-left text-base">
        <p className="font-semibold">Your pledge to {campaignLink} is confirmed.</p>
        {pledge.message ? <p>{pledge.message}</p> : null}
      </Alert>
    );
  if (pledge.status === 'failed')
    return (
      <Alert variant="destructive" className="text-left text-base">
        <p className="font-semibold">Your pledge to {campaignLink} could not be completed.</p>
        <p>
          {pledge.message ? `${pledge.message.replace(/\.$/, '')}. ` : ''}
          The money you paid ({formatMoney(payment.amount, payment.currency)}) is in your wallet; you can pledge from your balance
          or withdraw it.
        </p>
      </Alert>
    );
  return (
    <Alert variant="info" className="text-left text-base">
      <p className="font-semibold">Recording your pledge to {campaignLink}…</p>
      <p>{pledge.message ?? 'The payment is in your wallet and moves to the campaign in a moment.'}</p>
    </Alert>
  );
}

function Succeeded({ payment }: { payment: PaymentDetails }) {
  return (
    <ResultPanel
      icon={CircleCheck}
      tone="success"
      title="Payment received"
      actions={
        <>
          <WalletLink />
          {payment.pledge ? (
            <Button asChild variant="secondary">
              <Link to={paths.campaign(payment.pledge.campaignId)}>Back to the campaign</Link>
            </Button>
          ) : payment.purpose === 'subscription' ? (
            <Button asChild variant="secondary">
              <Link to="/settings?tab=subscription">Your subscription</Link>
            </Button>
          ) : (
            <Button asChild variant="secondary">
              <Link to={paths.discover}>Find a campaign to back</Link>
            </Button>
          )}
        </>
      }
    >
      <p>
        <strong className="text-foreground">{formatMoney(payment.amount, payment.currency)}</strong>{' '}
        {payment.pledge?.status === 'completed'
          ? 'was paid into your wallet and went to your pledge.'
          : payment.purpose === 'subscription'
            ? 'was paid into your wallet for Crowdspark Pro; your subscription and its invoices are in Settings.'
            : 'was added to your wallet.'}{' '}
        Your balance is now{' '}
        <strong className="text-foreground">{formatMoney(payment.balance.amount, payment.balance.currency)}</strong>.
      </p>
      {payment.pledge ? <PledgeOutcomeNote pledge={payment.pledge} payment={payment} /> : null}
    </ResultPanel>
  );
}

function SignInToSee() {
  const location = useLocation();
  const redirect = `${location.pathname}${location.search}`;
  return (
    <ResultPanel
      icon={CircleAlert}
      tone="neutral"
      title="Sign in to see this payment"
      actions={
        <Button asChild>
          <Link to={`${paths.signIn}?${new URLSearchParams({ redirect }).toString()}`}>Sign in</Link>
        </Button>
      }
    >
      <p>Payments are shown only to the account that made them. Sign in and we will bring you back here.</p>
    </ResultPanel>
  );
}

function UnknownPayment({ missing }: { missing: boolean }) {
  return (
    <ResultPanel
      icon={CircleAlert}
      tone="neutral"
      title={missing ? 'No payment to show' : 'We could not find this payment'}
      actions={<WalletLink />}
    >
      <p>
        {missing
          ? 'This page shows a payment when you come back from checkout, and this link does not name one.'
          : 'This link does not match a payment of yours. If you paid, your wallet shows the top-up once the payment provider confirms it.'}
      </p>
    </ResultPanel>
  );
}

export interface PaymentResultProps {
  paymentId: string | null;
  /** Tests shorten the schedule; the page uses the default (about a minute). */
  schedule?: PollSchedule;
}

/** /payment-success: waits for the webhook, then says what happened to the money (and the pledge). */
export function PaymentResult({ paymentId, schedule }: PaymentResultProps) {
  const { query, timedOut, checkAgain } = usePaymentPolling(paymentId, schedule);
  const payment = query.data;

  if (paymentId === null) return <UnknownPayment missing />;

  if (!payment) {
    if (query.isError) {
      const error = query.error;
      if (isApiError(error) && error.status === 401) return <SignInToSee />;
      if (isApiError(error) && (error.status === 404 || error.status === 400)) return <UnknownPayment missing={false} />;
      return (
        <ResultPanel
          icon={CircleAlert}
          tone="failed"
          title="We could not check your payment"
          actions={
            <>
              <Button onClick={checkAgain}>Try again</Button>
              <WalletLink variant="secondary" />
            </>
          }
        >
          <p>{walletErrorMessage(error, 'The payment status could not be loaded.')}</p>
          <p className="text-base">If you paid, you were charged once; your wallet shows the top-up when it is confirmed.</p>
        </ResultPanel>
      );
    }
    return <Processing />;
  }

  switch (payment.status) {
    case 'succeeded':
      return <Succeeded payment={payment} />;
    case 'failed':
      return (
        <ResultPanel
          icon={CircleX}
          tone="failed"
          title="Payment failed"
          actions={
            <>
              <WalletLink />
              <Button asChild variant="secondary">
                <Link to={paths.helpArticle('payment-still-processing')}>Payment help</Link>
              </Button>
            </>
          }
        >
          <p>
            The payment provider could not take the payment of {formatMoney(payment.amount, payment.currency)}, so nothing was
            charged and your balance did not change. You can try again with another card from your wallet.
          </p>
        </ResultPanel>
      );
    case 'canceled':
      return (
        <ResultPanel icon={CircleX} tone="neutral" title="Payment canceled" actions={<WalletLink />}>
          <p>
            This checkout of {formatMoney(payment.amount, payment.currency)} was canceled before it was paid, so nothing was
            charged. You can start a new top-up from your wallet.
          </p>
        </ResultPanel>
      );
    case 'pending':
      if (!timedOut) return <Processing payment={payment} />;
      return (
        <ResultPanel
          icon={Clock}
          tone="pending"
          title="Still processing"
          actions={
            <>
              <Button onClick={checkAgain} disabled={query.isFetching}>
                {query.isFetching ? 'Checking…' : 'Check again'}
              </Button>
              <WalletLink variant="secondary" />
            </>
          }
        >
          <p>
            The payment provider has not confirmed your payment of {formatMoney(payment.amount, payment.currency)} yet. Your
            wallet will update when the provider confirms; you do not need to stay on this page, and please do not pay again.
          </p>
        </ResultPanel>
      );
  }
}

function Processing({ payment }: { payment?: PaymentDetails }) {
  return (
    <ResultPanel icon={LoaderCircle} tone="pending" spin title="Processing your payment…">
      <p>
        {payment ? `We are waiting for the payment provider to confirm ${formatMoney(payment.amount, payment.currency)}. ` : ''}
        This usually takes a few seconds. Please keep this page open and do not pay again.
      </p>
    </ResultPanel>
  );
}
