import { useText } from '../../renderers/i18n/locale-context';
import { CalculatorHeader } from '../features/calculators/calculator-header';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { calculatorLoader } from '../features/calculators/calculator-page';
import { calculatorsText } from '../features/calculators/messages';

export const loader = calculatorLoader('hub');

export function Component() {
  const t = useText(calculatorsText);
  return (
    <div>
      <CalculatorHeader title={t('page.hub.title')}>
        <p>{t('page.hub.intro')}</p>
      </CalculatorHeader>
      <CalculatorLinks />
    </div>
  );
}
