import type { LoaderFunctionArgs } from 'react-router-dom';
import { BrokeredRateScreen } from '../features/brokered-rate/brokered-rate-screen';
import { rateVariantTitles } from '../features/brokered-rate/brokered-rate-heading';
import { loadForm } from '../features/forms/form-source';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: rateVariantTitles.brokered,
    description: 'Request a brokered mortgage rate: a licensed broker compares lenders and calls you back.',
  },
};

export async function loader({ context }: LoaderFunctionArgs) {
  return { form: await loadForm(context, 'brokered-rate') };
}

export function Component() {
  return <BrokeredRateScreen variant="brokered" />;
}
