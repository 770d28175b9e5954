import type { ReactNode } from 'react';

/** A titled block of the /stats page (traffic, pledges, members, …). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One headline figure, in a list of them. */
export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-xs text-muted-foreground">{note}</p> : null}
    </li>
  );
}
