import { useLoaderData } from 'react-router-dom';
import { CalculatorHeader } from '../features/calculators/calculator-header';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';
import { LoanEstimator } from '../features/calculators/loan-estimator/loan-estimator';
import { todayIso } from '../features/calculators/today';

export const loader = calculatorLoader(
  {
    title: 'Loan Estimator',
    description: 'Estimate rates, payments and APR across loan products for the home you want.',
  },
  async () => ({ today: todayIso() }),
);

export function Component() {
  const { today } = useLoaderData<typeof loader>();
  return (
    <div>
      <CalculatorHeader title="Loan Estimator">
        <p>Compare today&rsquo;s rates, monthly payments, APR and points across loan products for the home you want.</p>
      </CalculatorHeader>
      <div className="mx-auto max-w-7xl px-4 transition-opacity duration-500 starting:opacity-0">
        <LoanEstimator today={today} />
        <p className="mt-4 text-xs text-slate-500">
          Estimates use today&rsquo;s rates and typical fees; they are not a loan offer or a commitment to lend. APR includes points, fees and mortgage insurance.
        </p>
      </div>
      <CalculatorLinks exclude="/loan-estimator" heading="More calculators" />
    </div>
  );
}
