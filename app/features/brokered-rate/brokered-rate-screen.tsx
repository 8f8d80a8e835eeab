import { useLoaderData } from 'react-router-dom';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';
import { BrokeredRateForm } from './brokered-rate-form';
import { BrokeredRateHeading } from './brokered-rate-heading';
import type { RateVariant } from './rate-variants';

/** What both rate pages show: the heading naming the broker, then the form. */
export function BrokeredRateScreen({ variant }: { variant: RateVariant }) {
  const { form, initialData } = useLoaderData() as { form: PublicForm; initialData: FormValues };
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <BrokeredRateHeading variant={variant} />
      <div className="mt-10">
        <BrokeredRateForm form={form} initialData={initialData} />
      </div>
    </section>
  );
}
