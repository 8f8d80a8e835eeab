import type { ReactNode } from 'react';
import { useLocale, useText, richText } from '../../../renderers/i18n/locale-context';
import { usStateLabel } from '../../domain/content/us-states';
import type { BrokerFilterKey, BrokerFilters } from './broker-filters';
import { languageName } from './broker-language';
import { XIcon } from './broker-icons';
import { brokersText } from './messages';

export type ChipKey = BrokerFilterKey | 'language';

/** The applied filters as removable chips, with 'Reset All Filters' when there are any. */
export function FilterChips({ filters, onRemove, onReset }: { filters: BrokerFilters; onRemove(key: ChipKey): void; onReset(): void }) {
  const locale = useLocale();
  const t = useText(brokersText);
  const chips: { key: ChipKey; label: string }[] = [];
  if (filters.name.trim()) chips.push({ key: 'name', label: t('chips.name', { name: filters.name.trim() }) });
  if (filters.expertise.trim()) chips.push({ key: 'expertise', label: t('chips.expertise', { expertise: filters.expertise.trim() }) });
  if (filters.state.trim()) chips.push({ key: 'state', label: t('chips.state', { state: usStateLabel(filters.state.trim()) }) });
  const language = filters.language?.trim();
  if (language) chips.push({ key: 'language', label: t('speaks', { languages: languageName(locale, language) }) });
  if (chips.length === 0) return null;
  const srOnly = (text: ReactNode) => <span className="sr-only">{text}</span>;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('chips.heading')}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip.key)}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 py-1.5 pr-2.5 pl-3.5 text-left text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              data-chip={chip.key}
            >
              <span>{richText(t('chips.remove', { label: chip.label }), [srOnly])}</span>
              <XIcon className="size-4 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onReset}
        className="rounded-sm px-2 py-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('resetAll')}
      </button>
    </div>
  );
}
