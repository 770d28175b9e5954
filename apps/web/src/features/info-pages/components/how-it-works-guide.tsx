import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, HandCoins, Lightbulb, Megaphone, PiggyBank, RotateCcw, ShieldCheck, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/page-blocks';
import { paths } from '@/config/paths';
import { PlatformFeePercent } from '@/components/platform-fee-percent';

const CREATOR_STEPS: { icon: typeof Lightbulb; title: string; text: ReactNode }[] = [
  {
    icon: Lightbulb,
    title: 'Plan your campaign',
    text: 'Write your story, set a goal in your currency, pick a funding model and an end date 1 to 60 days out, and add reward tiers.',
  },
  {
    icon: BadgeCheck,
    title: 'Verify and launch',
    text: 'Verify your email, preview the page and launch. Invite collaborators to edit and post updates with you.',
  },
  {
    icon: Megaphone,
    title: 'Share and update',
    text: 'Share your link, post updates that reach backers and followers, and answer questions in comments and messages.',
  },
  {
    icon: HandCoins,
    title: 'Get paid',
    text: (
      <>
        When the campaign ends, funds less the <PlatformFeePercent /> platform fee (<PlatformFeePercent plan="pro" /> with Pro)
        arrive in your wallet, ready to withdraw.
      </>
    ),
  },
];

const BACKER_STEPS = [
  {
    icon: Wallet,
    title: 'Pledge',
    text: 'Choose a reward or pledge any amount. Pay from your wallet; checkout covers any difference.',
  },
  {
    icon: ShieldCheck,
    title: 'Held safely',
    text: 'Pledges to all-or-nothing campaigns wait in escrow. You can change or cancel them while the campaign is live.',
  },
  {
    icon: RotateCcw,
    title: 'Refunded if it falls short',
    text: 'If the goal is not met, your whole pledge returns to your wallet automatically.',
  },
  {
    icon: PiggyBank,
    title: 'Follow the project',
    text: 'Get updates as the creator works, and earn reward points for backing successful campaigns.',
  },
];

function StepList({ id, title, steps }: { id: string; title: string; steps: typeof CREATOR_STEPS }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title: stepTitle, text }, index) => (
          <li key={stepTitle} className="rounded-2xl border border-border bg-card p-6">
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 font-semibold">{stepTitle}</h3>
            <p className="mt-1 text-sm leading-6 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HowItWorksGuide() {
  return (
    <div className="grid gap-14">
      <StepList id="for-creators" title="For creators" steps={CREATOR_STEPS} />
      <StepList id="for-backers" title="For backers" steps={BACKER_STEPS} />
      <TitledSection
        id="funding-models"
        title="Two funding models"
        className="grid gap-6"
        titleClassName="text-2xl font-bold tracking-tight"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl border border-border bg-card p-6">
            <h3 className="text-lg font-semibold">All-or-nothing</h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              Pledges are held in escrow and paid out only if the goal is reached. If it is not, every backer gets their money
              back in their wallet. Best when the project needs the full amount to happen.
            </p>
          </div>
          <div className="rounded-2xl border border-border bg-card p-6">
            <h3 className="text-lg font-semibold">Keep-it-all</h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              The creator receives whatever is raised when the campaign ends. Best for causes and projects where every
              contribution makes a difference. Rewards are still owed to backers.
            </p>
          </div>
        </div>
      </TitledSection>
      <TitledSection
        id="fees"
        title="One fee, shown up front"
        className="rounded-2xl bg-primary-soft p-6 text-primary-soft-foreground sm:p-8"
        titleClassName="text-2xl font-bold tracking-tight"
      >
        <p className="mt-2 max-w-3xl leading-7">
          Creators pay <PlatformFeePercent /> of the funds paid out (<PlatformFeePercent plan="pro" /> with a Pro subscription).
          Backers pay no platform fee, and no fee is taken on refunded pledges.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.startCampaign}>Start a campaign</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.helpArticle('fees-explained')}>Read about fees</Link>
          </Button>
        </div>
      </TitledSection>
    </div>
  );
}
