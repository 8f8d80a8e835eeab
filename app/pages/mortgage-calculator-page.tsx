import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';

export const loader = calculatorLoader({
  title: 'Mortgage Calculator',
  description: 'See your monthly payment, amortization schedule and how extra payments shorten your loan.',
});

export function Component() {
  return (
    <div className="py-8">
      <header className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="text-4xl font-bold text-brand-900">Mortgage Calculator</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">See your monthly payment, amortization schedule and how extra payments shorten your loan.</p>
      </header>
      <CalculatorLinks exclude="/mortgage-calculator" heading="More calculators" />
    </div>
  );
}
