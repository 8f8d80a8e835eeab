import { useLoaderData } from 'react-router-dom';
import { formLoader } from '../features/forms/form-source';
import { RemovalForm } from '../features/forms/removal-form';
import { pageHandle } from '../site/head';

export const handle = pageHandle({
  en: { title: 'Removal Request', description: 'Ask Harborpoint Mortgage to remove your personal information from our records.' },
  es: { title: 'Solicitud de eliminación', description: 'Pida a Harborpoint Mortgage que elimine su información personal de nuestros registros.' },
});

export const loader = formLoader('information-removal');

export function Component() {
  const { form } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">Information Removal Request</h1>
      <p className="mt-3 text-lg text-slate-700">
        Ask us to delete the personal information we hold about you: your quote requests, applications and phone
        verification records. To make sure nobody else can remove your records, we ask you to confirm the request
        with a link we e-mail to you or a code we text to your phone. Once your request is processed, only a record
        that the removal happened is kept.
      </p>
      <div className="mt-10">
        <RemovalForm form={form} />
      </div>
    </section>
  );
}
