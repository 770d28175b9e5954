import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { formatDocumentTitle } from '@/config/site';
import { announcePageShown } from '@/lib/page-events';

/** Sets `document.title` to "<title> · Crowdspark" and then announces the page (page views). */
export function usePageTitle(title: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const fullTitle = formatDocumentTitle(title);
    document.title = fullTitle;
    announcePageShown({ path: pathname, title: fullTitle });
  }, [title, pathname]);
}
