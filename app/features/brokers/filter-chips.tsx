import { filterChips, type BrokerFilterKey, type BrokerFilters } from './broker-filters';
import { XIcon } from './broker-icons';

/** The applied filters as removable chips, with 'Reset All Filters' when there are any. */
export function FilterChips({ filters, onRemove, onReset }: { filters: BrokerFilters; onRemove(key: BrokerFilterKey): void; onReset(): void }) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Applied filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip.key)}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 py-1.5 pr-2.5 pl-3.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              data-chip={chip.key}
            >
              <span className="sr-only">Remove filter </span>
              {chip.label}
              <XIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onReset}
        className="rounded-sm px-2 py-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Reset All Filters
      </button>
    </div>
  );
}
