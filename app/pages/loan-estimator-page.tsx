import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';

export const loader = calculatorLoader({
  title: 'Loan Estimator',
  description: 'Estimate rates, payments and APR across loan products for the home you want.',
});

export function Component() {
  return (
    <div className="py-8">
      <header className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="text-4xl font-bold text-brand-900">Loan Estimator</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">Estimate rates, payments and APR across loan products for the home you want.</p>
      </header>
      <CalculatorLinks exclude="/loan-estimator" heading="More calculators" />
    </div>
  );
}
