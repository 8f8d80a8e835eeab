import { useId } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import { calculatorsText } from './messages';

export type AmountMode = 'dollars' | 'percent';

/** The $ / % switch of a down payment: two radio buttons, "$" (Dollars) and "%" (Percent). */
export function MoneyPercentToggle({ mode, onChange }: { mode: AmountMode; onChange: (mode: AmountMode) => void }) {
  const name = useId();
  const t = useText(calculatorsText);
  const options = [
    { value: 'dollars', symbol: '$', text: t('toggle.dollars') },
    { value: 'percent', symbol: '%', text: t('toggle.percent') },
  ] as const;
  return (
    <div role="radiogroup" aria-label={t('toggle.label')} className="flex rounded-full bg-slate-100 p-0.5">
      {options.map((option) => (
        <label
          key={option.value}
          className={`relative grid h-8 w-9 cursor-pointer place-items-center rounded-full text-sm font-bold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
            mode === option.value ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-600 hover:text-brand-800'
          }`}
        >
          <input type="radio" name={name} value={option.value} checked={mode === option.value} onChange={() => onChange(option.value)} className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0" />
          <span aria-hidden="true">{option.symbol}</span>
          <span className="sr-only">{option.text}</span>
        </label>
      ))}
    </div>
  );
}
