import { useLoaderData } from 'react-router-dom';
import { formLoader } from '../features/forms/form-source';
import { HiringForm } from '../features/forms/hiring-form';
import { pageHandle } from '../site/head';

export const handle = pageHandle('Hiring Application', 'Join Harborpoint Mortgage: apply to work as a loan officer, processor or in operations.');

export const loader = formLoader('hiring');

export function Component() {
  const { form } = useLoaderData<typeof loader>();
  return (
    <div>
      <img
        src="/media/site/hiring-banner.webp"
        alt="The Harborpoint Mortgage team at work"
        width={1600}
        height={500}
        className="h-56 w-full object-cover md:h-80"
      />
      <section className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-4xl font-bold text-brand-900">Join Our Team</h1>
        <p className="mt-3 text-lg text-slate-700">
          We are hiring loan officers, processors and operations staff. Send us your application and resume.
        </p>
        <div className="mt-10">
          <HiringForm form={form} />
        </div>
      </section>
    </div>
  );
}
