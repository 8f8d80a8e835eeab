import { useLoaderData } from 'react-router-dom';
import { useText } from '../../renderers/i18n/locale-context';
import { CalculatorHeader, RatesError } from '../features/calculators/calculator-header';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';
import { loadDailyRates } from '../features/calculators/daily-rates';
import { DebtConsolidator } from '../features/calculators/debt-consolidator/debt-consolidator';
import { calculatorsText } from '../features/calculators/messages';

export const loader = calculatorLoader('debt', async (api) => {
  const { rates, ratesAsOf, ratesFailed } = await loadDailyRates(api);
  return { refinanceRates: rates?.refinanceRates ?? null, ratesAsOf, ratesFailed };
});

export function Component() {
  const { refinanceRates, ratesAsOf, ratesFailed } = useLoaderData<typeof loader>();
  const t = useText(calculatorsText);
  return (
    <div>
      <CalculatorHeader title={t('page.debt.title')}>
        <p>{t('page.debt.intro')}</p>
      </CalculatorHeader>
      <div className="mx-auto max-w-7xl px-4 transition-opacity duration-500 starting:opacity-0">
        <RatesError failed={ratesFailed} />
        <DebtConsolidator refinanceRates={refinanceRates} ratesAsOf={ratesAsOf} />
      </div>
      <CalculatorLinks exclude="/debt-consolidator" />
    </div>
  );
}
