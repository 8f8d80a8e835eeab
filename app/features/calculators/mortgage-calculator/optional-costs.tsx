import { useId } from 'react';
import type { MortgageCalculatorSummary } from '../../../domain/finance/index';
import { CollapsibleSection } from '../collapsible-section';
import { formatAmount, formatDollars, formatMoney, formatYearsAndMonths } from '../format';
import { maskCurrency } from '../input-masks';
import { MaskedNumberField } from '../masked-number-field';

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
  return (
    <CollapsibleSection title="Extra Payment" summary={extra > 0 ? `${formatDollars(extra)}/mo` : undefined}>
      <MoneyField label="Extra each month" hint="Added to principal with every payment" value={extra} onChange={onChange} />
      {summary.extraMonthlyPayment > 0 ? (
        <div className="rounded-lg bg-emerald-50 p-4 text-emerald-900" data-testid="extra-payment-savings">
          <p className="font-semibold">
            Paid off {formatYearsAndMonths(summary.timeSaved)} sooner
          </p>
          <p className="mt-1 text-sm">
            {summary.monthsSaved} fewer {summary.monthsSaved === 1 ? 'payment' : 'payments'} ({summary.monthsToPayoff} instead of {summary.originalMonths}), saving {formatMoney(summary.interestSaved)} in interest.
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Pay a little more each month and see how much sooner the loan is paid off.</p>
      )}
    </CollapsibleSection>
  );
}

/** Property tax and home insurance, collected in escrow with the payment (0 by default: no escrow line). */
export function TaxesAndInsuranceSection(props: { propertyTax: number; insurance: number; onPropertyTax: (value: number) => void; onInsurance: (value: number) => void }) {
  const escrow = props.propertyTax + props.insurance;
  return (
    <CollapsibleSection title="Taxes & Insurance" summary={escrow > 0 ? `${formatDollars(escrow)}/mo` : undefined}>
      <MoneyField label="Property tax per month" value={props.propertyTax} onChange={props.onPropertyTax} />
      <MoneyField label="Home insurance per month" value={props.insurance} onChange={props.onInsurance} />
    </CollapsibleSection>
  );
}
