import { useEffect, useState } from 'react';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PhoneActionBar } from '../chrome/action-bar/phone-action-bar';
import { siteApiFrom } from '../data/site-api';
import { FeaturedBrokersSection } from '../features/home/featured-brokers-section';
import { loadHomeData } from '../features/home/home-data';
import { HomeHero } from '../features/home/home-hero';
import { HiringSection } from '../features/home/hiring-section';
import { LoanTypesSection } from '../features/home/loan-types-section';
import { StatsStrip } from '../features/home/stats-strip';
import { ReviewsCarousel } from '../features/reviews/reviews-carousel';
import { rememberReviews } from '../features/reviews/reviews-cache';
import { HOME_PROGRAM, loadTodaysRates, TodaysRatesTable } from '../features/rates';
import type { RootData } from '../root/root-loader';
import { defaultDescription, type LocalizedHead } from '../site/head';

export const handle: { head: LocalizedHead } = {
  head: {
    en: { title: 'Home', description: defaultDescription('en'), home: true },
    es: { title: 'Inicio', description: defaultDescription('es'), home: true },
  },
};

/** All of the page's data at once (reviews, featured brokers, loan types, stats): the first view makes no request. */
export async function loader({ context }: LoaderFunctionArgs) {
  const api = siteApiFrom(context);
  const [home, todaysRates] = await Promise.all([loadHomeData(api), loadTodaysRates(api, HOME_PROGRAM)]);
  return { ...home, todaysRates };
}

export function Component() {
  const home = useLoaderData<typeof loader>();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const [hero, setHero] = useState<HTMLElement | null>(null);
  // Shown once, the reviews are kept for the page's next visit (server-rendered ones included).
  useEffect(() => rememberReviews(home.reviews), [home.reviews]);
  return (
    <>
      <HomeHero ref={setHero} />
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-16 md:pt-6 md:pb-20 lg:px-6" data-section="reviews">
        <ReviewsCarousel summary={home.reviews} />
      </div>
      <TodaysRatesTable rates={home.todaysRates} />
      <LoanTypesSection loanTypes={home.loanTypes} />
      {root?.flags.stats && <StatsStrip content={home.stats} />}
      <FeaturedBrokersSection slides={home.slides} />
      <HiringSection openPositions={home.openPositions} />
      <PhoneActionBar hero={hero} />
    </>
  );
}
