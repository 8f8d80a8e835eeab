import type { LoaderFunctionArgs } from 'react-router-dom';
import { BrokeredRateScreen } from '../features/brokered-rate/brokered-rate-screen';
import { rateVariantTitles } from '../features/brokered-rate/brokered-rate-heading';
import { loadForm } from '../features/forms/form-source';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: rateVariantTitles.vet,
    description: 'Veterans and service members: request a VA loan rate shopped by a VA loan specialist.',
  },
};

export async function loader({ context }: LoaderFunctionArgs) {
  return { form: await loadForm(context, 'brokered-rate') };
}

export function Component() {
  return <BrokeredRateScreen variant="vet" />;
}
