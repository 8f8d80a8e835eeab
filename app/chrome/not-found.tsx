import { Link } from 'react-router-dom';
import { useText } from '../../renderers/i18n/locale-context';
import { chromeText } from './messages';

export function NotFound() {
  const t = useText(chromeText);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-blue-800">404</p>
      <h1 className="mt-3 text-4xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className="btn-primary mt-8">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
