import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { localizedPath } from '../../i18n/locales';
import { useLocale, useText } from '../../renderers/i18n/locale-context';
import { company } from '../domain/company';
import { rootText } from './messages';

/** Shown when even the shell's data cannot be loaded (the database is unreachable, say). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  const t = useText(rootText);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <img src={company.logo} alt={company.name} width={200} height={40} className="mx-auto" />
      <h1 className="mt-10 text-3xl font-bold text-slate-900">{status === 404 ? t('rootError.notFoundTitle') : t('rootError.downTitle')}</h1>
      <p className="mt-4 text-slate-600">{status === 404 ? t('rootError.notFoundText') : t('rootError.downText', { phone: company.phone })}</p>
      {/* A whole new document: the shell that failed is loaded afresh. */}
      <a href={localizedPath('/', locale)} className="mt-8 inline-block font-semibold text-blue-800 underline">
        {t('rootError.home')}
      </a>
    </main>
  );
}
