import { useId } from 'react';
import type { MortgageCalculatorSummary } from '../../../domain/finance/index';
import { CollapsibleSection } from '../collapsible-section';
import { formatNumber } from '../../../../i18n/format';
import { formatAmount, formatDollars, formatMoney, formatYearsAndMonths } from '../format';
import { maskCurrency } from '../input-masks';
import { MaskedNumberField } from '../masked-number-field';
import { calculatorsText } from '../messages';
import { useLocale, useText } from '../../../../renderers/i18n/locale-context';

/** Currency fields are capped at 1,000,000,000. */
const CURRENCY_CAP = 1_000_000_000;
const currencyMask = (next: string, previous: string) => maskCurrency(next, previous);

function MoneyField({ label, value, onChange, hint }: { label: string; value: number; onChange: (value: number) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <div>
        <label htmlFor={id} className="font-medium text-slate-800">{label}</label>
        {hint && <p id={`${id}-hint`} className="text-sm text-slate-500">{hint}</p>}
      </div>
      <MaskedNumberField id={id} value={value} onChange={onChange} min={0} max={CURRENCY_CAP} mask={currencyMask} format={formatAmount} prefix="$" className="w-40" aria-describedby={hint ? `${id}-hint` : undefined} />
    </div>
  );
}

/** The collapsible Extra Payment section: months saved as years and months and as a count. */
export function ExtraPaymentSection({ extra, onChange, summary }: { extra: number; onChange: (value: number) => void; summary: MortgageCalculatorSummary }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  return (
    <CollapsibleSection title={t('mortgage.extra.title')} summary={extra > 0 ? t('perMonth', { amount: formatDollars(locale, extra) }) : undefined}>
      <MoneyField label={t('mortgage.extra.field')} hint={t('mortgage.extra.hint')} value={extra} onChange={onChange} />
      {summary.extraMonthlyPayment > 0 ? (
        <div className="rounded-lg bg-emerald-50 p-4 text-emerald-900" data-testid="extra-payment-savings">
          <p className="font-semibold">{t('mortgage.extra.paidOff', { duration: formatYearsAndMonths(locale, summary.timeSaved) })}</p>
          <p className="mt-1 text-sm">
            {t('mortgage.extra.fewer', {
              count: summary.monthsSaved,
              months: formatNumber(locale, summary.monthsToPayoff),
              original: formatNumber(locale, summary.originalMonths),
              interest: formatMoney(locale, summary.interestSaved),
            })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('mortgage.extra.prompt')}</p>
      )}
    </CollapsibleSection>
  );
}

/** Property tax and home insurance, collected in escrow with the payment (0 by default: no escrow line). */
export function TaxesAndInsuranceSection(props: { propertyTax: number; insurance: number; onPropertyTax: (value: number) => void; onInsurance: (value: number) => void }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  const escrow = props.propertyTax + props.insurance;
  return (
    <CollapsibleSection title={t('mortgage.taxes.title')} summary={escrow > 0 ? t('perMonth', { amount: formatDollars(locale, escrow) }) : undefined}>
      <MoneyField label={t('mortgage.taxes.propertyTax')} value={props.propertyTax} onChange={props.onPropertyTax} />
      <MoneyField label={t('mortgage.taxes.insurance')} value={props.insurance} onChange={props.onInsurance} />
    </CollapsibleSection>
  );
}
