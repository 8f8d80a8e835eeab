import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadForm } from '../features/forms/form-source';
import type { PublicForm } from '../domain/forms/form-types';
import { HiringForm } from '../features/forms/hiring-form';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: 'Hiring Application',
    description: 'Join Harborpoint Mortgage: apply to work as a loan officer, processor or in operations.',
  },
};

export async function loader({ context }: LoaderFunctionArgs) {
  return { form: await loadForm(context, 'hiring') };
}

export function Component() {
  const { form } = useLoaderData() as { form: PublicForm };
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
