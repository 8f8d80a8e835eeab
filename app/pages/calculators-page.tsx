import { CalculatorHeader } from '../features/calculators/calculator-header';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';

export const loader = calculatorLoader({
  title: 'Our Calculators',
  description: 'Free mortgage calculators: monthly payment, debt consolidation and loan estimates with APR.',
});

export function Component() {
  return (
    <div>
      <CalculatorHeader title="Our Calculators">
        <p>Run the numbers before you talk to a loan officer: free, with no sign-up and no effect on your credit.</p>
      </CalculatorHeader>
      <CalculatorLinks heading="Pick a calculator" />
    </div>
  );
}
