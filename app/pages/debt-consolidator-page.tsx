import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';

export const loader = calculatorLoader({
  title: 'Debt Consolidator',
  description: 'See how rolling your debts into one home-equity loan changes your monthly payments.',
});

export function Component() {
  return (
    <div className="py-8">
      <header className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="text-4xl font-bold text-brand-900">Debt Consolidator</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">See how rolling your debts into one home-equity loan changes your monthly payments.</p>
      </header>
      <CalculatorLinks exclude="/debt-consolidator" heading="More calculators" />
    </div>
  );
}
