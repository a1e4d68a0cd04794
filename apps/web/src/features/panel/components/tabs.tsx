import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): a tablist whose tabs move with
 * the arrow keys, Home and End; only the selected tab is in the tab order; each panel is labelled
 * by its tab. Panels stay mounted (hidden) so a half-filled form keeps its values.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // Phones: two tabs a row (four in one row do not fit 360 px); from `sm` one row.
        className="grid w-full grid-cols-2 gap-1 rounded-3xl bg-lavender-100 p-1 ring-1 ring-inset ring-night-700/10 sm:inline-flex sm:w-auto sm:rounded-full"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 flex-1 rounded-full px-3 font-semibold sm:px-6 transition-colors sm:flex-none ${
                isSelected ? 'bg-white text-night-900 shadow-sm' : 'text-ink-soft hover:text-night-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel focusable
          tabIndex={0}
          className="mt-8 rounded-2xl focus-visible:outline-offset-8"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
