import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { siteApiFrom } from '../data/site-api';
import { brokerFullName } from '../features/brokers/featured-brokers';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: 'Our Brokers',
    description: 'Find a licensed loan officer by name, state or expertise, and get a brokered rate from them.',
  },
};

export async function loader({ context }: LoaderFunctionArgs) {
  return { brokers: await siteApiFrom(context).brokers() };
}

export function Component() {
  const { brokers } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">Our Brokers</h1>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {brokers.map((broker) => (
          <li key={broker.brokerKey} className="flex items-center gap-4 rounded-2xl border border-slate-200 p-4">
            <img src={broker.medResImageUrl} alt="" width={80} height={80} loading="lazy" className="size-20 rounded-full object-cover" />
            <div>
              <h2 className="text-lg font-semibold">
                <Link to={`/agent/${broker.brokerKey}`} className="hover:underline">{brokerFullName(broker)}</Link>
              </h2>
              <p className="text-sm text-slate-600">{broker.title}</p>
              <p className="text-sm text-slate-600">NMLS #{broker.nmlsId}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
