import { useLoaderData } from 'react-router-dom';
import { useText } from '../../renderers/i18n/locale-context';
import { calculatorLoader } from '../features/calculators/calculator-page';
import { CalculatorPageFrame } from '../features/calculators/calculator-page-frame';
import { LoanEstimator } from '../features/calculators/loan-estimator/loan-estimator';
import { calculatorsText } from '../features/calculators/messages';
import { todayIso } from '../features/calculators/today';

export const loader = calculatorLoader('estimator', async () => ({ today: todayIso() }));

export function Component() {
  const { today } = useLoaderData<typeof loader>();
  const t = useText(calculatorsText);
  return (
    <CalculatorPageFrame page="estimator" exclude="/loan-estimator">
      <div className="mx-auto max-w-7xl px-4 transition-opacity duration-500 starting:opacity-0">
        <LoanEstimator today={today} />
        <p className="mt-4 text-xs text-slate-500">{t('page.estimator.disclaimer')}</p>
      </div>
    </CalculatorPageFrame>
  );
}
