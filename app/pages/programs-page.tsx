import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { siteApiFrom } from '../data/site-api';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: 'Mortgage Types',
    description: 'Compare conventional, FHA, VA, jumbo, home equity, HELOC, DSCR, bank statement and reverse mortgages.',
  },
};

export async function loader({ context }: LoaderFunctionArgs) {
  return { products: await siteApiFrom(context).products() };
}

export function Component() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">Mortgage Types</h1>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.productKey} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-brand-900">{product.productName}</h2>
            <p className="mt-2 flex-1 text-slate-700">{product.shortDescription}</p>
            <Link to={`/mortgage-types/${product.productKey}`} className="btn-secondary mt-6 self-start">
              Learn More<span className="sr-only"> about {product.productName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
