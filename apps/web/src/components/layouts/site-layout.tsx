import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';

export const MAIN_CONTENT_ID = 'main-content';

interface SiteLayoutProps {
  children: ReactNode;
  account?: ReactNode;
  mobileAccount?: ReactNode;
  inbox?: ReactNode;
}

export function SiteLayout({ children, account, mobileAccount, inbox }: SiteLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader account={account} mobileAccount={mobileAccount} inbox={inbox} />
      {/* tabIndex -1: the skip link and route changes move focus here. At least a screen tall
          (less the 4rem header) so the footer starts below the fold: a page that renders after
          its code or data arrive then never pushes a visible footer down (layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus-visible:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
