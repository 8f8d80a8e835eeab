import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { company } from '../domain/company';

/** Shown when even the shell's data cannot be loaded (the database is unreachable, say). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <img src={company.logo} alt={company.name} width={200} height={40} className="mx-auto" />
      <h1 className="mt-10 text-3xl font-bold text-slate-900">
        {status === 404 ? 'Page Not Found.' : 'We’ll be right back.'}
      </h1>
      <p className="mt-4 text-slate-600">
        {status === 404
          ? 'The page you were looking for does not exist.'
          : `Our site is having a moment. Please refresh, or call us at ${company.phone}.`}
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-blue-800 underline">
        Back to Home
      </a>
    </main>
  );
}
