import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BrokerFilters } from './broker-filters';
import { FilterIcon, SearchIcon } from './broker-icons';
import { FilterSelect, stateOptions } from './filter-select';

export interface DirectoryFiltersProps {
  filters: BrokerFilters;
  expertise: readonly string[];
  /** The filters that changed; `replace` while typing, so every keystroke does not become a history entry. */
  onChange(change: Partial<BrokerFilters>, options?: { replace?: boolean }): void;
  onOpenDrawer(): void;
  onDrawerIntent(): void;
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const labelClass = 'text-sm font-semibold text-slate-800';
const fieldClass = `block w-full rounded-xl border border-slate-300 bg-white py-3 text-base text-slate-900 shadow-sm ${focusRing}`;

/**
 * The directory's search and filters. A plain GET form to /agents, so it works before the page's script
 * runs; once hydrated every change goes straight into the URL. From 768 px expertise and state sit in
 * the bar; below, a Filters button opens the drawer.
 */
export function DirectoryFilters({ filters, expertise, onChange, onOpenDrawer, onDrawerIntent }: DirectoryFiltersProps) {
  const [name, setName] = useState(filters.name);
  // Names typed here on their way into the URL: their arrival must not overwrite what was typed since.
  const sent = useRef<string[]>([]);
  // A name changed elsewhere (a removed chip, a reset, the back button) shows in the box.
  useEffect(() => {
    const echo = sent.current.lastIndexOf(filters.name);
    if (echo >= 0) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    sent.current = [];
    setName(filters.name);
  }, [filters.name]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ name });
  };
  const drawerCount = (filters.expertise ? 1 : 0) + (filters.state ? 1 : 0);
  // From 768 px the expertise and state filters sit in the bar (below, in the drawer).
  const barSelects = [
    {
      key: 'expertise',
      span: 'md:col-span-4',
      label: 'Expertise',
      anyLabel: 'Any expertise',
      value: expertise.find((label) => label.toLowerCase() === filters.expertise.toLowerCase()) ?? '',
      options: expertise.map((label) => ({ value: label, label })),
    },
    { key: 'state', span: 'md:col-span-3', label: 'State', anyLabel: 'All states', value: filters.state, options: stateOptions },
  ] as const;

  return (
    <form role="search" aria-label="Find a loan officer" action="/agents" method="get" onSubmit={onSubmit} className="grid gap-3 md:grid-cols-12 md:items-end">
      <div className="md:col-span-5">
        <label htmlFor="broker-name" className={labelClass}>
          Search by name
        </label>
        <div className="relative mt-1.5">
          <input
            id="broker-name"
            name="name"
            type="search"
            value={name}
            maxLength={80}
            autoComplete="off"
            placeholder="e.g. Sarah"
            onChange={(event) => {
              const value = event.currentTarget.value;
              setName(value);
              sent.current = [...sent.current.slice(-20), value.replace(/\s+/g, ' ').trim().slice(0, 80)];
              onChange({ name: value }, { replace: true });
            }}
            className={`${fieldClass} pr-12 pl-4`}
          />
          <button type="submit" aria-label="Search" className={`absolute inset-y-1 right-1 grid w-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-800 ${focusRing}`}>
            <SearchIcon className="size-5" />
          </button>
        </div>
      </div>
      {barSelects.map((select) => (
        <div key={select.key} className={`hidden md:block ${select.span}`}>
          <FilterSelect
            id={`broker-${select.key}`}
            name={select.key}
            label={select.label}
            labelClass={labelClass}
            selectClass={`${fieldClass} mt-1.5 px-3`}
            value={select.value}
            onChange={(value) => {
              // The name goes into the URL with this change too: its arrival must not clear what is typed meanwhile.
              sent.current = [...sent.current.slice(-20), name.replace(/\s+/g, ' ').trim().slice(0, 80)];
              onChange({ name, [select.key]: value });
            }}
            anyLabel={select.anyLabel}
            options={select.options}
          />
        </div>
      ))}
      <button
        type="button"
        onClick={onOpenDrawer}
        onPointerDown={onDrawerIntent}
        onFocus={onDrawerIntent}
        aria-haspopup="dialog"
        className={`inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-800 shadow-sm hover:border-brand-600 md:hidden ${focusRing}`}
      >
        <FilterIcon className="size-5" />
        Filters
        {drawerCount > 0 && (
          <span className="grid size-6 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white">
            {drawerCount}
            <span className="sr-only"> applied</span>
          </span>
        )}
      </button>
    </form>
  );
}
