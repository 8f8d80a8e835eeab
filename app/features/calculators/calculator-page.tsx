import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiFrom, type SiteApi } from '../../data/site-api';
import type { LocalizedHead } from '../../site/head';
import { calculatorsText } from './messages';
import { requireCalculatorsFlag } from './require-calculators';

export type CalculatorPage = 'hub' | 'mortgage' | 'estimator' | 'debt';

/** A calculator page's title and description in every language (the page's h1 is the same title). */
export function calculatorHead(page: CalculatorPage): LocalizedHead {
  const head = (locale: 'en' | 'es') => ({
    title: calculatorsText.text(locale, `page.${page}.title`),
    description: calculatorsText.text(locale, `page.${page}.description`),
  });
  return { en: head('en'), es: head('es') };
}

/**
 * A calculator page's loader: Not Found unless flags.calculators is on; otherwise the page's head (in
 * every language) and whatever `load` adds (today's date, the daily rates), read in parallel with the flag.
 */
export function calculatorLoader(page: CalculatorPage): (args: LoaderFunctionArgs) => Promise<{ head: LocalizedHead }>;
export function calculatorLoader<T extends object>(
  page: CalculatorPage,
  load: (api: SiteApi) => Promise<T>,
): (args: LoaderFunctionArgs) => Promise<{ head: LocalizedHead } & T>;
export function calculatorLoader<T extends object>(page: CalculatorPage, load?: (api: SiteApi) => Promise<T>) {
  const head = calculatorHead(page);
  return async ({ context }: LoaderFunctionArgs) => {
    const api = siteApiFrom(context);
    const [, extra] = await Promise.all([requireCalculatorsFlag(api), load?.(api)]);
    return { head, ...extra };
  };
}
