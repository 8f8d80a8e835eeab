import { useId } from 'react';
import { useLocale, useText } from '../../../../renderers/i18n/locale-context';
import { formatDollars } from '../format';
import { calculatorsText } from '../messages';
import { maskCurrency } from '../input-masks';
import { readNumber } from '../../../domain/finance/index';
import { DEBT_AMOUNT_WHOLE_DIGITS, DEBT_TYPES, debtTypeLabel, debtTypeName, type DebtDraft } from './debt-list';

export interface DebtCardProps {
  debt: DebtDraft;
  index: number;
  expanded: boolean;
  onToggle: () => void;
  onChange: (change: Partial<Omit<DebtDraft, 'id'>>) => void;
  /** Shown only when there is more than one debt. */
  onDelete?: () => void;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100';

function AmountInput({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return (
    <div className="relative mt-1">
      <span className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-slate-500" aria-hidden="true">$</span>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder="0"
        onChange={(event) => onChange(maskCurrency(event.target.value, value, DEBT_AMOUNT_WHOLE_DIGITS))}
        className={`${inputClass} mt-0 pl-7 text-right tabular-nums`}
      />
    </div>
  );
}

/** One debt as a card that expands to its fields: bill name, amount, monthly payment, type (and custom type). */
export function DebtCard({ debt, index, expanded, onToggle, onChange, onDelete }: DebtCardProps) {
  const id = useId();
  const locale = useLocale();
  const t = useText(calculatorsText);
  const title = debt.billName.trim() || t('debt.card.defaultTitle', { number: index + 1 });
  const amount = readNumber(debt.debtAmount);
  const payment = readNumber(debt.monthlyPayment);
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="debt-card">
      <div className="flex items-center gap-2 p-2 pl-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-fields`}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <svg viewBox="0 0 24 24" className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-90' : ''}`} fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true" focusable="false">
            <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-brand-900">{title}</span>
            <span className="block truncate text-sm text-slate-600">
              {debtTypeLabel(locale, debt)}
              {amount !== undefined && ` · ${formatDollars(locale, amount)}`}
              {payment !== undefined && ` · ${t('perMonth', { amount: formatDollars(locale, payment) })}`}
            </span>
          </span>
        </button>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            className="grid size-10 shrink-0 place-items-center rounded-full text-slate-500 transition hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
            </svg>
            <span className="sr-only">{t('debt.card.delete', { title })}</span>
          </button>
        )}
      </div>
      <div id={`${id}-fields`} hidden={!expanded} className="grid gap-4 border-t border-slate-100 p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-700">{t('debt.card.billName')}</label>
          <input id={`${id}-name`} type="text" autoComplete="off" maxLength={60} value={debt.billName} placeholder={t('debt.card.billNamePlaceholder')} onChange={(event) => onChange({ billName: event.target.value })} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-amount`} className="text-sm font-medium text-slate-700">{t('debt.card.amountOwed')}</label>
          <AmountInput id={`${id}-amount`} value={debt.debtAmount} onChange={(text) => onChange({ debtAmount: text })} />
        </div>
        <div>
          <label htmlFor={`${id}-payment`} className="text-sm font-medium text-slate-700">{t('debt.card.monthlyPayment')}</label>
          <AmountInput id={`${id}-payment`} value={debt.monthlyPayment} onChange={(text) => onChange({ monthlyPayment: text })} />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-700">{t('debt.card.type')}</label>
          <select id={`${id}-type`} value={debt.debtType} onChange={(event) => onChange({ debtType: event.target.value as DebtDraft['debtType'] })} className={inputClass}>
            {DEBT_TYPES.map((type) => (
              <option key={type} value={type}>{debtTypeName(locale, type)}</option>
            ))}
          </select>
        </div>
        {debt.debtType === 'other' && (
          <div>
            <label htmlFor={`${id}-custom`} className="text-sm font-medium text-slate-700">{t('debt.card.customType')}</label>
            <input id={`${id}-custom`} type="text" autoComplete="off" maxLength={40} value={debt.customType} placeholder={t('debt.card.customTypePlaceholder')} onChange={(event) => onChange({ customType: event.target.value })} className={inputClass} />
          </div>
        )}
      </div>
    </li>
  );
}
