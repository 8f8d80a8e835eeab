import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  label: string;
  /** Rendered only while its tab is selected. */
  content: () => ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem[];
  selectedIndex: number;
  onChange: (index: number) => void;
  className?: string;
}

/**
 * Tabs in the WAI-ARIA pattern (automatic activation): a tablist of buttons, one tabpanel. The selected
 * tab is the only one in the tab order; Left/Right arrows move to and select the neighbouring tab
 * (wrapping), Home/End the first and last. Hand-built: Headless UI's tabs would add 14 KB gzip to
 * every calculator page for what these few lines do.
 */
export function Tabs({ label, tabs, selectedIndex, onChange, className = '' }: TabsProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const wrapped = (index + tabs.length) % tabs.length;
    onChange(wrapped);
    buttons.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: selectedIndex + 1, ArrowLeft: selectedIndex - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const selected = tabs[selectedIndex];
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-full bg-slate-100 p-1">
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.label}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(index)}
              onKeyDown={onKeyDown}
              className={`flex-1 rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:text-base ${
                isSelected ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-600 hover:text-brand-800'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selectedIndex}`} tabIndex={0} className="mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
        {selected?.content()}
      </div>
    </div>
  );
}
