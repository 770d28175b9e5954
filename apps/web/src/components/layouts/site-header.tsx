import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { HeaderSearch } from '@/components/layouts/header-search';
import { MainNav } from '@/components/layouts/main-nav-links';
import { MobileMenu } from '@/components/layouts/mobile-menu';
import { cn } from '@/lib/utils';

interface SiteHeaderProps {
  /** Account area at the end of the header (sign-in links or the user menu), supplied by the app. */
  account?: ReactNode;
  /** The same inside the mobile menu. */
  mobileAccount?: ReactNode;
  /** Links with live counts (messages, notifications), shown on every screen size. */
  inbox?: ReactNode;
}

export function SiteHeader({ account, mobileAccount, inbox }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <MainNav
          className="ml-4 hidden lg:block"
          listClassName="flex items-center gap-1"
          linkClassName={(isActive) =>
            cn(
              'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
              isActive
                ? 'text-foreground underline decoration-primary decoration-2 underline-offset-[6px]'
                : 'text-muted-foreground hover:text-foreground',
            )
          }
        />
        <HeaderSearch className="ml-auto hidden w-full max-w-xs lg:block" />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {inbox}
          <div className="hidden items-center gap-2 lg:flex">{account}</div>
          <div className="lg:hidden">
            <MobileMenu account={mobileAccount} />
          </div>
        </div>
      </div>
    </header>
  );
}
