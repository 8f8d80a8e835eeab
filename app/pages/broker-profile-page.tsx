import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { siteApiFrom } from '../data/site-api';
import { brokerFullName } from '../features/brokers/featured-brokers';
import { company } from '../site/company';
import type { HeadData } from '../site/head';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const broker = await siteApiFrom(context).broker(params.brokerName ?? '');
  if (!broker) throw data(null, { status: 404 });
  const name = brokerFullName(broker);
  const head: HeadData = {
    title: `${name} | Broker Profile`,
    description: broker.quotes[0] ?? `${name}, ${broker.title} at ${company.name}. NMLS #${broker.nmlsId}.`,
    image: broker.socialPreviewImage ?? broker.profileImageUrl,
    type: 'profile',
    canonicalPath: `/agent/${broker.brokerKey}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name,
      jobTitle: broker.title,
      telephone: broker.phoneNumber,
      email: broker.email,
      image: broker.profileImageUrl,
      identifier: `NMLS ${broker.nmlsId}`,
      worksFor: { '@type': 'Organization', name: company.name },
      knowsAbout: broker.experience,
    },
  };
  return { broker, head };
}

export function Component() {
  const { broker } = useLoaderData<typeof loader>();
  const name = brokerFullName(broker);
  const rateQuery = new URLSearchParams({ brokerFirstName: broker.firstName, brokerLastName: broker.lastName });
  return (
    <article className="mx-auto max-w-5xl px-4 py-16">
      <Breadcrumbs className="mb-8" replace={{ segment: ['agent', 'our-brokers'], with: { label: 'Our Brokers', to: '/agents' } }} />
      <header className="flex flex-col items-center gap-8 md:flex-row">
        <img src={broker.medResImageUrl} alt={`Portrait of ${name}`} width={240} height={240} className="size-60 rounded-full object-cover" />
        <div>
          <h1 className="text-4xl font-bold text-brand-900">{name}</h1>
          <p className="mt-1 text-lg text-slate-700">{broker.title}</p>
          <p className="mt-1 text-slate-700"><a href={`tel:${broker.phoneNumber.replace(/[^\d+]/g, '')}`}>{broker.phoneNumber}</a></p>
          <p className="text-slate-700">NMLS #{broker.nmlsId}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={`/get-brokered-rate/?${rateQuery}`} className="btn-primary">Get a Brokered Rate</Link>
            {broker.meetingLink && (
              <a href={broker.meetingLink} className="btn-secondary" target="_blank" rel="noopener noreferrer">Book instead</a>
            )}
          </div>
        </div>
      </header>
      <section className="mt-12">
        <h2 className="text-2xl font-semibold text-brand-900">States</h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {broker.states.map((state) => (
            <li key={state} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{state}</li>
          ))}
        </ul>
      </section>
      {broker.quotes[0] && (
        <section className="mt-12">
          <h2 className="text-2xl font-semibold text-brand-900">You can quote us on that</h2>
          <blockquote className="mt-4 border-l-4 border-brand-600 pl-4 text-lg italic text-slate-800">{broker.quotes[0]}</blockquote>
        </section>
      )}
      <section className="mt-12">
        <h2 className="text-2xl font-semibold text-brand-900">Expertise</h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {broker.experience.map((label) => (
            <li key={label} className="rounded-full border border-slate-300 px-3 py-1 text-sm">{label}</li>
          ))}
        </ul>
      </section>
      <section className="mt-12">
        <h2 className="text-2xl font-semibold text-brand-900">What I love about my job</h2>
        <p className="mt-4 text-slate-800">{broker.blurb}</p>
      </section>
    </article>
  );
}
