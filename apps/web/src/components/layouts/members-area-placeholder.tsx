import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';

interface MembersAreaPlaceholderProps {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  emptyTitle: string;
  /** What this page will hold once accounts exist. */
  upcoming: readonly string[];
}

/**
 * The real frame of a signed-in page, with an honest empty state until its feature arrives. The
 * route wraps it in RequireAccess (the access gate).
 */
export function MembersAreaPlaceholder({ title, description, icon, emptyTitle, upcoming }: MembersAreaPlaceholderProps) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <EmptyState
          icon={icon}
          title={emptyTitle}
          actions={
            <>
              <Button asChild variant="secondary">
                <Link to={paths.discover}>Discover campaigns</Link>
              </Button>
            </>
          }
        >
          <p>This part of Crowdspark is still being built. It will show your own data as soon as it opens.</p>
        </EmptyState>
        <section aria-labelledby="upcoming-heading" className="rounded-2xl border border-border bg-card p-6">
          <h2 id="upcoming-heading" className="font-semibold">
            What you will find here
          </h2>
          <ul className="mt-4 grid gap-3">
            {upcoming.map((item) => (
              <li key={item} className="flex gap-3 text-sm leading-6 text-muted-foreground">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-link" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageContainer>
  );
}
