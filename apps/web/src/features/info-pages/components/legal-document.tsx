import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A long policy page: h1, date, a table of contents and numbered sections. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <article className="grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
      <header className="lg:col-span-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {lastUpdated}</p>
        <div className="mt-5 max-w-3xl text-lg leading-8 text-muted-foreground">{intro}</div>
      </header>
      <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold">On this page</h2>
        <ol className="mt-3 grid gap-1.5 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground hover:underline">
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-page max-w-3xl">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
