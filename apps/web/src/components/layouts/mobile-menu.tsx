import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { HeaderSearch } from '@/components/layouts/header-search';
import { MainNav } from '@/components/layouts/main-nav-links';
import { cn } from '@/lib/utils';

/**
 * Below the lg breakpoint the navigation is a disclosure (a button with aria-expanded that shows
 * the list under the header): the pattern WAI-ARIA recommends for site navigation. It is plain
 * React rather than a Radix Collapsible so the header, which every first load carries, needs no
 * component library. A modal Dialog was avoided on purpose: its scroll lock injects a <style>
 * element, which the strict CSP (style-src 'self') refuses.
 */
export function MobileMenu({ account }: { account?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // Any navigation (a link, the search form, back/forward) closes the menu.
  const [lastLocation, setLastLocation] = useState(pathname + search);
  if (lastLocation !== pathname + search) {
    setLastLocation(pathname + search);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </Button>
      {open ? (
        <div
          // components/ui/toast.tsx keys on this id: toasts stay under the open menu.
          id="mobile-menu"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg"
        >
          <div className="mx-auto grid max-w-7xl gap-5 px-4 py-5 sm:px-6">
            <HeaderSearch />
            <MainNav
              listClassName="grid gap-1"
              linkClassName={(isActive) =>
                cn(
                  'block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-muted',
                  isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'text-foreground',
                )
              }
            />
            {account}
          </div>
        </div>
      ) : null}
    </div>
  );
}
