import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiFrom, type SiteApi } from '../../data/site-api';
import type { HeadData } from '../../site/head';
import { requireCalculatorsFlag } from './require-calculators';

/**
 * A calculator page's loader: Not Found unless flags.calculators is on; otherwise the page's head and
 * whatever `load` adds (today's date, the daily rates), read in parallel with the flag.
 */
export function calculatorLoader(head: HeadData): (args: LoaderFunctionArgs) => Promise<{ head: HeadData }>;
export function calculatorLoader<T extends object>(
  head: HeadData,
  load: (api: SiteApi) => Promise<T>,
): (args: LoaderFunctionArgs) => Promise<{ head: HeadData } & T>;
export function calculatorLoader<T extends object>(head: HeadData, load?: (api: SiteApi) => Promise<T>) {
  return async ({ context }: LoaderFunctionArgs) => {
    const api = siteApiFrom(context);
    const [, extra] = await Promise.all([requireCalculatorsFlag(api), load?.(api)]);
    return { head, ...extra };
  };
}
