import { useLoaderData } from 'react-router-dom';
import { CalculatorHeader, RatesError } from '../features/calculators/calculator-header';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';
import { loadDailyRates } from '../features/calculators/daily-rates';
import { CalculatorIntro } from '../features/calculators/mortgage-calculator/calculator-intro';
import { MortgageCalculator } from '../features/calculators/mortgage-calculator/mortgage-calculator';
import { thirtyYearRate } from '../features/calculators/mortgage-calculator/mortgage-scales';
import { todayIso } from '../features/calculators/today';
import { TodaysRateNote } from '../features/calculators/todays-rate-note';

export const loader = calculatorLoader(
  {
    title: 'Mortgage Calculator',
    description: 'See your monthly payment, amortization schedule and how extra payments shorten your loan.',
  },
  async (api) => {
    const { rates, ratesAsOf, ratesError } = await loadDailyRates(api);
    return { today: todayIso(), currentRate: rates ? thirtyYearRate(rates.purchaseRates) : null, ratesAsOf, ratesError };
  },
);

export function Component() {
  const { today, currentRate, ratesAsOf, ratesError } = useLoaderData<typeof loader>();
  return (
    <div>
      <CalculatorHeader title="Mortgage Calculator">
        <p>See your monthly payment, your amortization schedule and how extra payments shorten your loan.</p>
      </CalculatorHeader>
      <div className="mx-auto max-w-7xl px-4">
        <CalculatorIntro />
        <div className="mt-8 transition-opacity duration-500 starting:opacity-0" data-testid="mortgage-calculator">
          <RatesError message={ratesError} />
          <TodaysRateNote rate={currentRate} asOf={ratesAsOf} product="30-year fixed purchase rate" />
          <MortgageCalculator today={today} currentRate={currentRate} />
        </div>
      </div>
      <CalculatorLinks exclude="/mortgage-calculator" heading="More calculators" />
    </div>
  );
}
