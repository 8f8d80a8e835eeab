import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { Broker, FeatureFlags } from '../domain/content/content-types';
import { siteApiFrom, type PublicConfig } from '../data/site-api';
import { pickRandomFeaturedBroker } from '../features/brokers/featured-brokers';

export type BrokerCard = Pick<
  Broker,
  'brokerKey' | 'firstName' | 'lastName' | 'title' | 'phoneNumber' | 'lowResImageUrl' | 'medResImageUrl' | 'useDefaultProfileImages'
>;

export interface NavProgram {
  productKey: string;
  productName: string;
  shortDescription: string;
}

export type FooterProgram = Pick<NavProgram, 'productKey' | 'productName'>;

export interface RootData {
  flags: FeatureFlags;
  config: PublicConfig;
  navPrograms: NavProgram[];
  /** Every program, for the footer's loan-type links. */
  footerPrograms: FooterProgram[];
  /** Chosen at random on the server, so the client hydrates the same pick. */
  featuredBroker: BrokerCard | null;
  mobileFeaturedBroker: BrokerCard | null;
  avatarBrokers: BrokerCard[];
}

const NAV_PROGRAM_COUNT = 7;

function toCard(broker: Broker): BrokerCard {
  const { brokerKey, firstName, lastName, title, phoneNumber, lowResImageUrl, medResImageUrl, useDefaultProfileImages } = broker;
  return { brokerKey, firstName, lastName, title, phoneNumber, lowResImageUrl, medResImageUrl, useDefaultProfileImages };
}

export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const api = siteApiFrom(context);
  const [flags, config, products, brokers] = await Promise.all([
    api.featureFlags(),
    api.publicConfig(),
    api.products(),
    api.brokers(),
  ]);
  const featured = pickRandomFeaturedBroker(brokers);
  const mobileFeatured = pickRandomFeaturedBroker(brokers);
  return {
    flags,
    config,
    navPrograms: products
      .slice(0, NAV_PROGRAM_COUNT)
      .map(({ productKey, productName, shortDescription }) => ({ productKey, productName, shortDescription })),
    footerPrograms: products.map(({ productKey, productName }) => ({ productKey, productName })),
    featuredBroker: featured && toCard(featured),
    mobileFeaturedBroker: mobileFeatured && toCard(mobileFeatured),
    avatarBrokers: brokers.filter((broker) => !broker.useDefaultProfileImages).map(toCard),
  };
}

/** The shell's data is loaded once per visit: navigating must not re-pick the featured broker. */
export const shouldRevalidateRoot: ShouldRevalidateFunction = () => false;
