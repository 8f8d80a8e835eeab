import { calculators } from '../../features/calculators/calculator-links';
import { useText } from '../../../renderers/i18n/locale-context';
import { navText } from './messages';

const nameKeys = {
  '/mortgage-calculator': 'mortgage',
  '/debt-consolidator': 'debt',
  '/loan-estimator': 'estimator',
} as const satisfies Record<(typeof calculators)[number]['path'], string>;

/** The calculators the shell links to, named in the page's language. */
export function useCalculatorLinks(): { path: string; name: string; description: string }[] {
  const t = useText(navText);
  return calculators.map(({ path }) => ({
    path,
    name: t(`calculator.${nameKeys[path]}.name`),
    description: t(`calculator.${nameKeys[path]}.description`),
  }));
}
