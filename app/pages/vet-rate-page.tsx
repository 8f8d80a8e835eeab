import { BrokeredRateHeading, rateVariantTitles } from '../features/brokered-rate/brokered-rate-heading';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: rateVariantTitles.vet,
    description: 'Veterans and service members: request a VA loan rate shopped by a VA loan specialist.',
  },
};

export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <BrokeredRateHeading variant="vet" />
    </section>
  );
}
