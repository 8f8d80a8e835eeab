import { BrokeredRateHeading, rateVariantTitles } from '../features/brokered-rate/brokered-rate-heading';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: rateVariantTitles.brokered,
    description: 'Request a brokered mortgage rate: a licensed broker compares lenders and calls you back.',
  },
};

export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <BrokeredRateHeading variant="brokered" />
    </section>
  );
}
