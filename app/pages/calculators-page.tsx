import { calculatorLoader } from '../features/calculators/calculator-page';
import { CalculatorPageFrame } from '../features/calculators/calculator-page-frame';

export const loader = calculatorLoader('hub');

export function Component() {
  return <CalculatorPageFrame page="hub" />;
}
