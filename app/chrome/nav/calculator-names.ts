import { calculatorLinks } from '../../features/calculators/calculator-links';
import { useLocale } from '../../../renderers/i18n/locale-context';

/** The calculators the shell links to, named in the page's language (the calculators' own catalog names them). */
export function useCalculatorLinks(): { path: string; name: string; description: string }[] {
  return calculatorLinks(useLocale());
}
