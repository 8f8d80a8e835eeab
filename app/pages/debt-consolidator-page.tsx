import { useLoaderData } from 'react-router-dom';
import { CalculatorHeader, RatesError } from '../features/calculators/calculator-header';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';
import { loadDailyRates } from '../features/calculators/daily-rates';
import { DebtConsolidator } from '../features/calculators/debt-consolidator/debt-consolidator';

export const loader = calculatorLoader(
  {
    title: 'Debt Consolidator',
    description: 'See how rolling your debts into one home-equity loan changes your monthly payments.',
  },
  async (api) => {
    const { rates, ratesAsOf, ratesError } = await loadDailyRates(api);
    return { refinanceRates: rates?.refinanceRates ?? null, ratesAsOf, ratesError };
  },
);

export function Component() {
  const { refinanceRates, ratesAsOf, ratesError } = useLoaderData<typeof loader>();
  return (
    <div>
      <CalculatorHeader title="Debt Consolidator">
        <p>List what you owe, choose a loan term, and see how one home-equity loan compares with the payments you make today.</p>
      </CalculatorHeader>
      <div className="mx-auto max-w-7xl px-4 transition-opacity duration-500 starting:opacity-0">
        <RatesError message={ratesError} />
        <DebtConsolidator refinanceRates={refinanceRates} ratesAsOf={ratesAsOf} />
      </div>
      <CalculatorLinks exclude="/debt-consolidator" heading="More calculators" />
    </div>
  );
}
