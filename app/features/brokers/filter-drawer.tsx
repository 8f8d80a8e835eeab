import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import { XIcon } from './broker-icons';
import { filtersFromSearch, filtersToSearch, type BrokerFilters } from './broker-filters';
import { FilterSelect, stateOptions } from './filter-select';
import { brokersText } from './messages';

export interface FilterDrawerProps {
  open: boolean;
  filters: BrokerFilters;
  expertise: readonly string[];
  onClose(): void;
  onApply(filters: BrokerFilters): void;
  onReset(): void;
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The directory's filters on a phone: a drawer (Headless UI's dialog: focus trapped, Escape
 * closes, focus back on the opener) where expertise and state are chosen, then Apply, or 'Reset All
 * Filters'. Loaded only when first opened, so neither this file nor Headless UI is in the page's first load.
 */
export function FilterDrawer({ open, filters, expertise, onClose, onApply, onReset }: FilterDrawerProps) {
  const t = useText(brokersText);
  const [draft, setDraft] = useState(filters);
  const applied = filtersToSearch(filters).toString();
  // Each opening starts from the filters in the URL.
  useEffect(() => {
    if (open) setDraft(filtersFromSearch(applied));
  }, [open, applied]);

  // The drawer belongs to narrow screens: a window widened past 768 px closes it.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia('(min-width: 768px)');
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-sm flex-col bg-white shadow-2xl transition duration-200 ease-out data-closed:translate-x-full"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <DialogTitle className="text-lg font-bold text-brand-900">{t('filters.open')}</DialogTitle>
            <button type="button" onClick={onClose} aria-label={t('filters.close')} className={`grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100 ${focusRing}`}>
              <XIcon className="size-5" />
            </button>
          </div>
          <form
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(event) => {
              event.preventDefault();
              onApply(draft);
            }}
          >
            <div className="flex-1 space-y-8 overflow-y-auto px-5 py-6">
              <fieldset>
                <legend className="text-sm font-bold uppercase tracking-wider text-slate-700">{t('filters.expertise')}</legend>
                <div className="mt-3 flex flex-wrap gap-2">
                  {['', ...expertise].map((label) => {
                    const checked = draft.expertise.toLowerCase() === label.toLowerCase();
                    return (
                      <label
                        key={label || 'any'}
                        className={`cursor-pointer rounded-full border px-3.5 py-2 text-sm font-semibold transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${
                          checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
                        }`}
                      >
                        <input
                          type="radio"
                          name="drawer-expertise"
                          value={label}
                          checked={checked}
                          onChange={() => setDraft((current) => ({ ...current, expertise: label }))}
                          className="sr-only"
                        />
                        {label || t('filters.anyExpertise')}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              <div>
                <FilterSelect
                  id="drawer-state"
                  label={t('filters.state')}
                  labelClass="text-sm font-bold uppercase tracking-wider text-slate-700"
                  selectClass={`mt-3 block w-full rounded-xl border border-slate-300 bg-white px-3 py-3 text-base text-slate-900 ${focusRing}`}
                  value={draft.state}
                  onChange={(state) => setDraft((current) => ({ ...current, state }))}
                  anyLabel={t('filters.allStates')}
                  options={stateOptions}
                />
              </div>
            </div>
            <div className="flex gap-3 border-t border-slate-200 px-5 py-4">
              <button type="button" onClick={onReset} className={`flex-1 rounded-full border border-slate-300 px-3 py-3 text-[0.9375rem] font-semibold text-slate-800 hover:bg-slate-50 ${focusRing}`}>
                {t('resetAll')}
              </button>
              <button type="submit" className="btn-primary flex-1 px-3 text-[0.9375rem]">
                {t('filters.apply')}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
