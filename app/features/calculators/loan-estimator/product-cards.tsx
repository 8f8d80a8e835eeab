import { useId } from 'react';
import { useLocale, useText } from '../../../../renderers/i18n/locale-context';
import { formatDollars, formatMoney, formatPercent } from '../format';
import { calculatorsText } from '../messages';
import { productLabel } from './product-names';
import type { EstimatedProduct, LoanEstimateAnswer } from '../../../domain/estimator/estimate-request';

/** The priced products as selectable cards (a radio group): rate, monthly payment, APR, points in dollars. */
export function ProductCards({ answer, selected, onSelect }: { answer: LoanEstimateAnswer; selected: string | null; onSelect: (name: string) => void }) {
  const name = useId();
  const t = useText(calculatorsText);
  const products = Object.values(answer);
  return (
    <fieldset>
      <legend className="sr-only">{t('estimator.productsLegend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {products.map((product) => (
          <ProductCard key={product.productName} product={product} name={name} checked={selected === product.productName} onSelect={() => onSelect(product.productName)} />
        ))}
      </div>
    </fieldset>
  );
}

function ProductFigure({ label, value }: { label: string; value: string }) {
  return (
    <span>
      <span className="block text-slate-600">{label}</span>
      <span className="font-semibold text-slate-900 tabular-nums">{value}</span>
    </span>
  );
}

function ProductCard({ product, name, checked, onSelect }: { product: EstimatedProduct; name: string; checked: boolean; onSelect: () => void }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  return (
    <label
      data-testid="product-card"
      className={`relative block cursor-pointer rounded-xl border-2 p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
        checked ? 'border-brand-700 bg-brand-50 shadow-sm' : 'border-slate-200 bg-white hover:border-brand-600'
      }`}
    >
      <input type="radio" name={name} value={product.productName} checked={checked} onChange={onSelect} className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0" />
      <span className="flex items-start justify-between gap-3">
        <span className="text-lg font-bold text-brand-900">{productLabel(locale, product)}</span>
        <span className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${checked ? 'border-brand-700 bg-brand-700' : 'border-slate-300'}`} aria-hidden="true">
          {checked && <span className="size-2 rounded-full bg-white" />}
        </span>
      </span>
      <span className="mt-1 block text-3xl font-extrabold text-slate-900 tabular-nums">
        {formatMoney(locale, product.monthlyPayment)}
        <span className="text-base font-semibold text-slate-600">{t('perMonthSuffix')}</span>
      </span>
      <span className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <ProductFigure label={t('estimator.rate')} value={formatPercent(locale, product.interestRate)} />
        <ProductFigure label={t('estimator.apr')} value={formatPercent(locale, product.apr)} />
        <ProductFigure label={t('estimator.points')} value={formatDollars(locale, product.points)} />
      </span>
      {product.arm && (
        <span className="mt-2 block text-xs text-slate-600">
          {t('estimator.armNote', {
            years: Math.round((product.arm.firstAdjustmentPaymentNumber - 1) / 12),
            rate: formatPercent(locale, product.arm.maximumRate),
            payment: formatDollars(locale, product.arm.maximumMonthlyPayment),
          })}
        </span>
      )}
      {product.monthlyMortgageInsurance > 0 && (
        <span className="mt-2 block text-xs text-slate-600">{t('estimator.mortgageInsurance', { amount: formatMoney(locale, product.monthlyMortgageInsurance) })}</span>
      )}
    </label>
  );
}
