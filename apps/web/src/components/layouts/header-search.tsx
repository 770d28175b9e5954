import { createContext, use, useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** What the suggestions box (features/search, loaded on first use) receives from the header's form. */
export interface HeaderSearchComboboxProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** An option was chosen (the box navigates itself). */
  onChosen: () => void;
  inputClassName: string;
  placeholder: string;
  /** The person was in the plain field: the box's field takes the focus (and the caret at the end) over. */
  takeFocus: boolean;
}

/**
 * The suggestions box's loader, provided by the app (app/routes/root.tsx): components never import
 * features, and the box's code stays out of the first load until someone focuses the field.
 */
export const HeaderSearchComboboxLoader = createContext<(() => Promise<ComponentType<HeaderSearchComboboxProps>>) | null>(null);

interface HeaderSearchProps {
  className?: string;
  onSearched?: () => void;
}

const INPUT_CLASS =
  'h-10 w-full rounded-full border border-input bg-surface pr-4 pl-9 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm';
const PLACEHOLDER = 'Search campaigns and creators';

/**
 * A real form (works without JS routing too: GET /search?q=…); the search page reads the URL.
 * On first focus or keystroke the suggestions box replaces the plain field (same id, value and caret).
 */
export function HeaderSearch({ className, onSearched }: HeaderSearchProps) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname === paths.search() ? (params.get('q') ?? '') : '';
  const [query, setQuery] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  const load = use(HeaderSearchComboboxLoader);
  const [Combobox, setCombobox] = useState<{ component: ComponentType<HeaderSearchComboboxProps>; focus: boolean } | null>(null);
  // Keep the box in step with the URL (back/forward, links to /search?q=…).
  if (urlQuery !== syncedQuery) {
    setSyncedQuery(urlQuery);
    setQuery(urlQuery);
  }

  function enhance(input: HTMLInputElement) {
    if (!load || Combobox) return;
    void load().then(
      (component) => setCombobox({ component, focus: document.activeElement === input }),
      () => undefined, // The plain field keeps working.
    );
  }

  // The field is part of the server-sent first screen, so someone may focus it, or even type,
  // before the app runs (the code loads after the first paint): then no focus or change event
  // reaches React. Once it runs, pick up what was typed and bring the suggestions in.
  const plainInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = plainInput.current;
    if (!input || document.activeElement !== input) return;
    if (input.value !== query) setQuery(input.value);
    enhance(input);
    // Only at mount: later focus and typing arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(paths.search(query.trim()));
    onSearched?.();
  }

  return (
    <form role="search" action="/search" method="get" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {PLACEHOLDER}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      {Combobox ? (
        <Combobox.component
          id={id}
          query={query}
          onQueryChange={setQuery}
          onChosen={() => onSearched?.()}
          inputClassName={INPUT_CLASS}
          placeholder={PLACEHOLDER}
          takeFocus={Combobox.focus}
        />
      ) : (
        <input
          ref={plainInput}
          id={id}
          name="q"
          type="search"
          value={query}
          onFocus={(event) => enhance(event.currentTarget)}
          onChange={(event) => {
            setQuery(event.target.value);
            enhance(event.currentTarget);
          }}
          placeholder={PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="search"
          className={INPUT_CLASS}
        />
      )}
    </form>
  );
}
