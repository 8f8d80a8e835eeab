import { useText } from '../../../renderers/i18n/locale-context';
import { navText } from './messages';

const nameKeys = {
  '/mortgage-calculator': 'mortgage',
  '/debt-consolidator': 'debt',
  '/loan-estimator': 'estimator',
} as const;

/** The calculators the shell links to, named in the page's language. */
export function useCalculatorLinks(): { path: string; name: string; description: string }[] {
  const t = useText(navText);
  // The shell names them from its own small catalog: the calculators' catalog is the size of the shell's.
  return (Object.keys(nameKeys) as (keyof typeof nameKeys)[]).map((path) => ({
    path,
    name: t(`calculator.${nameKeys[path]}.name`),
    description: t(`calculator.${nameKeys[path]}.description`),
  }));
}
