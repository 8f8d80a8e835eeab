import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-blue-800">404</p>
      <h1 className="mt-3 text-4xl font-bold text-slate-900">Page Not Found.</h1>
      <p className="mt-4 text-slate-600">The page you were looking for has moved or never existed.</p>
      <Link to="/" className="btn-primary mt-8">
        Go to the home page
      </Link>
    </section>
  );
}
