import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SUGGESTIONS_MIN_LENGTH } from '@crowdspark/shared/contracts/search';
import type { HeaderSearchComboboxProps } from '@/components/layouts/header-search';
import { paths } from '@/config/paths';
import { useSuggestions } from '@/features/search/api/get-suggestions';
import { Highlight } from '@/features/search/components/highlight';

/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 180;

interface Option {
  id: string;
  group: 'Campaigns' | 'People' | 'Search';
  label: string;
  detail?: string;
  href: string;
}

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The header's search field as a WAI-ARIA combobox (list autocomplete): suggestions for campaigns
 * and people as the person types (debounced), ArrowDown/ArrowUp move through them (the field keeps
 * focus, aria-activedescendant names the option), Enter opens the highlighted one, Escape closes
 * the list (or clears the field when it is closed). Enter with nothing highlighted submits the
 * header's form: the search page for what was typed.
 */
export function SearchCombobox({
  id,
  query,
  onQueryChange,
  onChosen,
  inputClassName,
  placeholder,
  takeFocus,
}: HeaderSearchComboboxProps) {
  const listboxId = useId();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(query.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const enabled = debounced.length >= SUGGESTIONS_MIN_LENGTH;
  const { data } = useSuggestions(debounced, { enabled });

  // A layout effect, in the same task as the swap: with a later (passive) effect a key pressed in
  // between would land on the page instead of the field and be lost.
  useLayoutEffect(() => {
    const field = input.current;
    if (!takeFocus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    // Only when it replaces the plain field the person was typing in.
  }, [takeFocus]);

  const terms = data?.terms ?? [];
  const options: Option[] =
    enabled && data
      ? [
          ...data.campaigns.map((campaign) => ({
            id: `${listboxId}-campaign-${campaign.id}`,
            group: 'Campaigns' as const,
            label: campaign.title || 'Untitled campaign',
            href: paths.campaign(campaign.id),
          })),
          ...data.people.map((person) => ({
            id: `${listboxId}-person-${person.id}`,
            group: 'People' as const,
            label: person.displayName,
            detail: `@${person.username}`,
            href: paths.profile(person.username),
          })),
          { id: `${listboxId}-all`, group: 'Search' as const, label: `Search for “${debounced}”`, href: paths.search(debounced) },
        ]
      : [];
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  function choose(option: Option) {
    setOpen(false);
    setActive(-1);
    if (option.group === 'Search') onQueryChange(debounced);
    void navigate(option.href);
    onChosen();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!expanded || current < 0) return step === 1 ? 0 : options.length - 1;
        return (current + step + options.length) % options.length;
      });
    } else if (event.key === 'Enter') {
      if (activeOption) {
        event.preventDefault();
        choose(activeOption);
      }
      // Otherwise the form submits: the search page for what was typed.
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        onQueryChange('');
      }
    }
  }

  const groups = (['Campaigns', 'People', 'Search'] as const)
    .map((group) => ({
      group,
      items: options.map((option, index) => ({ option, index })).filter((o) => o.option.group === group),
    }))
    .filter((entry) => entry.items.length > 0);

  return (
    <>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={inputClassName}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-96 overflow-y-auto rounded-2xl border border-border bg-popover p-2 text-popover-foreground shadow-lg"
      >
        {groups.map(({ group, items }) => (
          <div key={group} role="group" aria-label={group === 'Search' ? 'All results' : group}>
            {group !== 'Search' ? (
              <div role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase">
                {group}
              </div>
            ) : null}
            {items.map(({ option, index }) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={index === active}
                // The field keeps the focus (aria-activedescendant); keys reach the option only if a script focuses it.
                tabIndex={-1}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') choose(option);
                }}
                // Keep focus in the field: the click chooses, the field stays the combobox.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(index)}
                className="cursor-pointer rounded-lg px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
              >
                {option.group === 'Search' ? option.label : <Highlight text={option.label} terms={terms} />}
                {option.detail ? <span className="ml-2 text-muted-foreground">{option.detail}</span> : null}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded ? `${options.length - 1} suggestions. Use the arrow keys to choose one.` : ''}
      </p>
    </>
  );
}
