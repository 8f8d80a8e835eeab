import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';

export const loader = calculatorLoader({
  title: 'Our Calculators',
  description: 'Free mortgage calculators: monthly payment, debt consolidation and loan estimates with APR.',
});

export function Component() {
  return (
    <div className="py-8">
      <header className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="text-4xl font-bold text-brand-900">Our Calculators</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">Run the numbers before you talk to a loan officer.</p>
      </header>
      <CalculatorLinks heading="Pick a calculator" />
    </div>
  );
}
