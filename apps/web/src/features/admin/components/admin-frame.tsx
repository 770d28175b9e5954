import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { cn } from '@/lib/utils';
import { ADMIN_SECTIONS } from '@/features/admin/lib/sections';

/** The portal's frame: its navigation (a landmark) and the page's heading. */
export function AdminFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    // One column of minmax(0, 1fr) on phones: an implicit `auto` column grows to its widest child
    // (the navigation's row of links), which pushed every page past the right edge at 360 px.
    <PageContainer className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <nav aria-label="Admin portal" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to} className="shrink-0">
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                    isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'text-muted-foreground',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <PageHeader eyebrow="Admin portal" title={title} description={description} actions={actions} />
        <div className="mt-8">{children}</div>
      </div>
    </PageContainer>
  );
}
