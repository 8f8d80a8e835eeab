import { useLoaderData } from 'react-router-dom';
import { useText } from '../../renderers/i18n/locale-context';
import { formLoader } from '../features/forms/form-source';
import { formsText } from '../features/forms/messages';
import { RemovalForm } from '../features/forms/removal-form';
import { pageHandle } from '../site/head';

export const handle = pageHandle({
  en: { title: 'Removal Request', description: 'Ask Harborpoint Mortgage to remove your personal information from our records.' },
  es: { title: 'Solicitud de eliminación', description: 'Pida a Harborpoint Mortgage que elimine su información personal de nuestros registros.' },
});

export const loader = formLoader('information-removal');

export function Component() {
  const { form, initialData } = useLoaderData<typeof loader>();
  const t = useText(formsText);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{t('removal.heading')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('removal.intro')}</p>
      <div className="mt-10">
        <RemovalForm form={form} initialData={initialData} />
      </div>
    </section>
  );
}
