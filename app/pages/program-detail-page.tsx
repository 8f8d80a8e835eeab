import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { Markdown } from '../components/markdown/markdown';
import { siteApiFrom } from '../data/site-api';
import type { HeadData } from '../site/head';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const product = await siteApiFrom(context).product(params.productName ?? '');
  if (!product) throw data(null, { status: 404 });
  const head: HeadData = {
    title: `${product.productName} | Loan Details`,
    description: product.shortDescription,
    canonicalPath: `/mortgage-types/${product.productKey}`,
  };
  return { product, head };
}

export function Component() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <Breadcrumbs className="mb-8" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Loan Details</p>
      <h1 className="mt-2 text-4xl font-bold text-brand-900">{product.productName}</h1>
      <p className="mt-3 text-lg text-slate-700">{product.productSubtitle}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to="/get-brokered-rate/" className="btn-primary">{product.primaryCtaLabel}</Link>
        <Link to="/agents" className="btn-secondary">{product.secondaryCtaLabel}</Link>
      </div>
      <Markdown source={product.fullDescription} className="prose-content mt-10" />
    </article>
  );
}
