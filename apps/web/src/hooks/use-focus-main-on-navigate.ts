import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, move focus to <main> so keyboard and screen-reader users
 * start at the new content instead of the link they activated (the first load is left alone).
 */
export function useFocusMainOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
