import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from '../chrome/not-found';

/** Errors of a page render inside the shell: a 404 is the Not Found page, anything else a short apology. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong.</h1>
      <p className="mt-4 text-slate-600">
        {error instanceof Error && error.message ? error.message : 'Unknown error occurred'}
      </p>
      <p className="mt-2 text-slate-600">Please refresh the page or try again in a moment.</p>
    </section>
  );
}
