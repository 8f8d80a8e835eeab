import { useLoaderData } from 'react-router-dom';
import { RatesError } from '../features/calculators/calculator-header';
import { calculatorLoader } from '../features/calculators/calculator-page';
import { CalculatorPageFrame } from '../features/calculators/calculator-page-frame';
import { loadDailyRates } from '../features/calculators/daily-rates';
import { DebtConsolidator } from '../features/calculators/debt-consolidator/debt-consolidator';

export const loader = calculatorLoader('debt', async (api) => {
  const { rates, ratesAsOf, ratesFailed } = await loadDailyRates(api);
  return { refinanceRates: rates?.refinanceRates ?? null, ratesAsOf, ratesFailed };
});

export function Component() {
  const { refinanceRates, ratesAsOf, ratesFailed } = useLoaderData<typeof loader>();
  return (
    <CalculatorPageFrame page="debt" exclude="/debt-consolidator">
      <div className="mx-auto max-w-7xl px-4 transition-opacity duration-500 starting:opacity-0">
        <RatesError failed={ratesFailed} />
        <DebtConsolidator refinanceRates={refinanceRates} ratesAsOf={ratesAsOf} />
      </div>
    </CalculatorPageFrame>
  );
}
