import { useEffect, useRef, useState, type FormEvent } from 'react';
import { localizedPath } from '../../../i18n/locales';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { isSpeaksSpanishFilter, speaksSpanishFilter, SPANISH, type BrokerFilters as Filters } from './broker-filters';
import { languageName } from './broker-language';
import { FilterIcon, SearchIcon } from './broker-icons';
import { FilterSelect, stateOptions } from './filter-select';
import { brokersText } from './messages';

export interface DirectoryFiltersProps {
  filters: Filters;
  expertise: readonly string[];
  /** The filters that changed; `replace` while typing, so every keystroke does not become a history entry. */
  onChange(change: Partial<Filters>, options?: { replace?: boolean }): void;
  onOpenDrawer(): void;
  onDrawerIntent(): void;
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const labelClass = 'text-sm font-semibold text-slate-800';
const fieldClass = `block w-full rounded-xl border border-slate-300 bg-white py-3 text-base text-slate-900 shadow-sm ${focusRing}`;

/**
 * The directory's search and filters. A plain GET form to /agents, so it works before the page's script
 * runs; once hydrated every change goes straight into the URL. From 768 px expertise and state sit in
 * the bar; below, a Filters button opens the drawer. The "Speaks Spanish" checkbox shows at every width.
 */
export function DirectoryFilters({ filters, expertise, onChange, onOpenDrawer, onDrawerIntent }: DirectoryFiltersProps) {
  const locale = useLocale();
  const t = useText(brokersText);
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
      label: t('filters.expertise'),
      anyLabel: t('filters.anyExpertise'),
      value: expertise.find((label) => label.toLowerCase() === filters.expertise.toLowerCase()) ?? '',
      options: expertise.map((label) => ({ value: label, label })),
    },
    { key: 'state', span: 'md:col-span-3', label: t('filters.state'), anyLabel: t('filters.allStates'), value: filters.state, options: stateOptions },
  ] as const;
  // The name goes into the URL with a select's or the checkbox's change too: its arrival must not clear what is typed meanwhile.
  const withName = (change: Partial<Filters>) => {
    sent.current = [...sent.current.slice(-20), name.replace(/\s+/g, ' ').trim().slice(0, 80)];
    onChange({ name, ...change });
  };

  return (
    <form role="search" aria-label={t('filters.formLabel')} action={localizedPath('/agents', locale)} method="get" onSubmit={onSubmit} className="grid gap-3 md:grid-cols-12 md:items-end">
      <div className="md:col-span-5">
        <label htmlFor="broker-name" className={labelClass}>
          {t('filters.name')}
        </label>
        <div className="relative mt-1.5">
          <input
            id="broker-name"
            name="name"
            type="search"
            value={name}
            maxLength={80}
            autoComplete="off"
            placeholder={t('filters.namePlaceholder')}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setName(value);
              sent.current = [...sent.current.slice(-20), value.replace(/\s+/g, ' ').trim().slice(0, 80)];
              onChange({ name: value }, { replace: true });
            }}
            className={`${fieldClass} pr-12 pl-4`}
          />
          <button type="submit" aria-label={t('filters.search')} className={`absolute inset-y-1 right-1 grid w-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-800 ${focusRing}`}>
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
            onChange={(value) => withName({ [select.key]: value })}
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
        {t('filters.open')}
        {drawerCount > 0 && (
          <span className="grid size-6 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white">
            {drawerCount}
            <span className="sr-only"> {t('filters.applied', { count: drawerCount })}</span>
          </span>
        )}
      </button>
      <div className="md:col-span-12">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base font-semibold text-slate-800">
          <input
            type="checkbox"
            name="language"
            value={SPANISH}
            checked={isSpeaksSpanishFilter(filters)}
            onChange={(event) => withName(speaksSpanishFilter(event.currentTarget.checked))}
            className={`size-5 shrink-0 rounded border-slate-400 accent-brand-700 ${focusRing}`}
            data-filter="language"
          />
          {t('speaks', { languages: languageName(locale, SPANISH) })}
        </label>
      </div>
    </form>
  );
}
