import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface CampaignTabItem<T extends string> {
  value: T;
  label: string;
  /** Rendered only while its tab is selected, so a tab's lazy content loads when it first opens. */
  content: ReactNode;
}

const tabClass =
  '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The campaign page's tabs, by the WAI-ARIA tabs pattern: a tablist whose selected tab alone is in
 * the tab order, arrow keys (and Home, End) moving and selecting, and one tabpanel named by its
 * tab. Written here rather than with Radix Tabs, which added about 9 kB gzip to the campaign
 * page's JavaScript for two tabs (docs/decisions/0014-fast-first-load.md).
 */
export function CampaignTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly CampaignTabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
}) {
  const idBase = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (value: T) => `${idBase}-tab-${value}`;
  const panelId = (value: T) => `${idBase}-panel-${value}`;
  const current = tabs.find((tab) => tab.value === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.value);
    buttons.current.get(target.value)?.focus();
  }

  if (!current) return null;
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {tabs.map((tab) => {
          const active = tab.value === current.value;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                if (node) buttons.current.set(tab.value, node);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              // Only the selected tab's panel exists (the others are not rendered).
              aria-controls={active ? panelId(tab.value) : undefined}
              tabIndex={active ? 0 : -1}
              className={cn(
                tabClass,
                active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
              onClick={() => onSelect(tab.value)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(current.value)} aria-labelledby={tabId(current.value)} className="mt-6 grid gap-8">
        {current.content}
      </div>
    </div>
  );
}
