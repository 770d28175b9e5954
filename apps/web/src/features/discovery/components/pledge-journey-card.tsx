import { CircleCheck, HandCoins, Lock, Undo2 } from 'lucide-react';

/** The hero's companion: what happens to a pledge to an all-or-nothing campaign. */
export function PledgeJourneyCard() {
  return (
    <figure className="rounded-3xl border border-border bg-card/90 p-6 shadow-xl shadow-primary/10 sm:p-8">
      <figcaption className="text-sm font-semibold text-muted-foreground">Where your pledge goes</figcaption>
      <ol className="mt-6 grid gap-6">
        <li className="flex gap-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
            <HandCoins aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="font-semibold">You pledge</p>
            <p className="text-sm leading-6 text-muted-foreground">From your wallet, or at checkout for the difference.</p>
          </div>
        </li>
        <li className="flex gap-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <Lock aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="font-semibold">Held in escrow</p>
            <p className="text-sm leading-6 text-muted-foreground">
              Nobody can spend it until the campaign ends. Change or cancel while it is live.
            </p>
          </div>
        </li>
        <li className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl border border-success/30 bg-green-50 p-4 dark:bg-green-950/30">
            <CircleCheck aria-hidden="true" className="size-5 text-success dark:text-green-400" />
            <p className="mt-2 font-semibold">Goal reached</p>
            <p className="text-sm leading-6 text-muted-foreground">Paid to the creator, less the platform fee.</p>
          </div>
          <div className="rounded-2xl border border-border bg-muted/60 p-4">
            <Undo2 aria-hidden="true" className="size-5 text-link" />
            <p className="mt-2 font-semibold">Goal missed</p>
            <p className="text-sm leading-6 text-muted-foreground">Returned in full to your wallet, automatically.</p>
          </div>
        </li>
      </ol>
    </figure>
  );
}
