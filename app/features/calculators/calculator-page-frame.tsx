import type { ReactNode } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import { CalculatorHeader } from './calculator-header';
import { CalculatorLinks, type CalculatorLink } from './calculator-links';
import type { CalculatorPage } from './calculator-page';
import { calculatorsText } from './messages';

/** A calculator page around its calculator: the header with the page's title and intro, then cards for the other calculators. */
export function CalculatorPageFrame({ page, exclude, children }: { page: CalculatorPage; exclude?: CalculatorLink['path']; children?: ReactNode }) {
  const t = useText(calculatorsText);
  return (
    <div>
      <CalculatorHeader title={t(`page.${page}.title`)}>
        <p>{t(`page.${page}.intro`)}</p>
      </CalculatorHeader>
      {children}
      <CalculatorLinks exclude={exclude} />
    </div>
  );
}
