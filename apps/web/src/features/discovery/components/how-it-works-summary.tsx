import { Link } from 'react-router';
import { HandCoins, PenLine, Rocket } from 'lucide-react';
import { paths } from '@/config/paths';

const STEPS = [
  {
    icon: PenLine,
    title: 'Create',
    text: 'Tell your story, set a goal and a deadline of up to 60 days, and add rewards for your backers.',
  },
  {
    icon: Rocket,
    title: 'Launch and share',
    text: 'Go live, share your page and post updates that reach every backer and follower.',
  },
  {
    icon: HandCoins,
    title: 'Get funded',
    text: 'Reach your goal and the funds are released to you. Miss it, and backers are refunded automatically.',
  },
];

export function HowItWorksSummary() {
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="how-it-works-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            How it works
          </h2>
          <p className="mt-2 text-muted-foreground">Three steps from idea to funded project.</p>
        </div>
        <Link to={paths.howItWorks} className="rounded text-sm font-semibold text-link hover:underline">
          The full guide for creators and backers
        </Link>
      </div>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl border border-border bg-card p-6">
            <span aria-hidden="true" className="absolute top-5 right-6 text-4xl font-extrabold text-muted">
              {index + 1}
            </span>
            <span className="grid size-11 place-items-center rounded-xl bg-primary text-primary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-1 leading-7 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
