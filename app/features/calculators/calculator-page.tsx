import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiFrom } from '../../data/site-api';
import type { HeadData } from '../../site/head';
import { requireCalculatorsFlag } from './require-calculators';

export function calculatorLoader(head: HeadData) {
  return async ({ context }: LoaderFunctionArgs) => {
    await requireCalculatorsFlag(siteApiFrom(context));
    return { head };
  };
}
