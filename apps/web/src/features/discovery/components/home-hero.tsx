import { Link } from 'react-router';
import { ArrowRight, RotateCcw, ShieldCheck, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PledgeJourneyCard } from '@/features/discovery/components/pledge-journey-card';

// No fee figure here: home stays free of the configuration request (its first-load budget); the
// figures the server configures are on How it works, the terms and every page where money moves.
const PROMISES = [
  { icon: ShieldCheck, text: 'Pledges held in escrow' },
  { icon: RotateCcw, text: 'Automatic refunds if a goal is missed' },
  { icon: Sparkles, text: 'One platform fee, shown up front' },
];

export function HomeHero() {
  return (
    <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:gap-16 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-background/70 px-3 py-1 text-sm font-medium text-primary-soft-foreground">
            <Sparkles aria-hidden="true" className="size-4 text-spark" />
            Crowdfunding without the fine print
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Fund the ideas you believe in. <span className="text-link">Safely.</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-muted-foreground">
            Crowdspark helps creators launch a campaign in an afternoon and gives backers the certainty that their pledge only
            counts if the project is fully funded. Clear numbers, one fee, no surprises.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.startCampaign}>
                Start a campaign
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.discover}>Discover campaigns</Link>
            </Button>
          </div>
        </div>
        <div className="hidden md:block">
          <PledgeJourneyCard />
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:col-span-2">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-3 rounded-xl border border-border bg-card/80 px-4 py-3 text-sm font-medium"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-link" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
