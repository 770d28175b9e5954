import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

interface HeaderSearchProps {
  className?: string;
  onSearched?: () => void;
}

/** A real form (works without JS routing too: GET /search?q=…); the search page reads the URL. */
export function HeaderSearch({ className, onSearched }: HeaderSearchProps) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname === paths.search() ? (params.get('q') ?? '') : '';
  const [query, setQuery] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  // Keep the box in step with the URL (back/forward, links to /search?q=…).
  if (urlQuery !== syncedQuery) {
    setSyncedQuery(urlQuery);
    setQuery(urlQuery);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(paths.search(query.trim()));
    onSearched?.();
  }

  return (
    <form role="search" action="/search" method="get" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search campaigns and creators
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        name="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search campaigns and creators"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-input bg-surface pr-4 pl-9 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm"
      />
    </form>
  );
}
