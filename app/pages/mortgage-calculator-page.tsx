import { useLoaderData } from 'react-router-dom';
import { useText } from '../../renderers/i18n/locale-context';
import { RatesError } from '../features/calculators/calculator-header';
import { calculatorLoader } from '../features/calculators/calculator-page';
import { CalculatorPageFrame } from '../features/calculators/calculator-page-frame';
import { loadDailyRates } from '../features/calculators/daily-rates';
import { calculatorsText } from '../features/calculators/messages';
import { CalculatorIntro } from '../features/calculators/mortgage-calculator/calculator-intro';
import { MortgageCalculator } from '../features/calculators/mortgage-calculator/mortgage-calculator';
import { thirtyYearRate } from '../features/calculators/mortgage-calculator/mortgage-scales';
import { todayIso } from '../features/calculators/today';
import { TodaysRateNote } from '../features/calculators/todays-rate-note';

export const loader = calculatorLoader('mortgage', async (api) => {
  const { rates, ratesAsOf, ratesFailed } = await loadDailyRates(api);
  return { today: todayIso(), currentRate: rates ? thirtyYearRate(rates.purchaseRates) : null, ratesAsOf, ratesFailed };
});

export function Component() {
  const { today, currentRate, ratesAsOf, ratesFailed } = useLoaderData<typeof loader>();
  const t = useText(calculatorsText);
  return (
    <CalculatorPageFrame page="mortgage" exclude="/mortgage-calculator">
      <div className="mx-auto max-w-7xl px-4">
        <CalculatorIntro />
        <div className="mt-8 transition-opacity duration-500 starting:opacity-0" data-testid="mortgage-calculator">
          <RatesError failed={ratesFailed} />
          <TodaysRateNote rate={currentRate} asOf={ratesAsOf} product={t('page.mortgage.rateProduct')} />
          <MortgageCalculator today={today} currentRate={currentRate} />
        </div>
      </div>
    </CalculatorPageFrame>
  );
}
