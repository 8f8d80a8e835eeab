import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useLocale, useText } from '../../renderers/i18n/locale-context';
import { NotFound } from '../chrome/not-found';
import { errorText } from './error-text';
import { rootText } from './messages';

/** Errors of a page render inside the shell: a 404 is the Not Found page, anything else a short apology. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  const t = useText(rootText);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('pageError.title')}</h1>
      <p className="mt-4 text-slate-600">{errorText(error, locale)}</p>
      <p className="mt-2 text-slate-600">{t('pageError.retry')}</p>
    </section>
  );
}
