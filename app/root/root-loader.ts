import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { Broker, FeatureFlags, Localized, Product } from '../domain/content/content-types';
import { keepFallbackFields } from '../domain/content/fallback-lang';
import { siteApiFrom, type PublicConfig } from '../data/site-api';
import { pickRandomFeaturedBroker } from '../features/brokers/featured-brokers';

export type BrokerCard = Pick<
  Broker,
  'brokerKey' | 'firstName' | 'lastName' | 'title' | 'phoneNumber' | 'lowResImageUrl' | 'medResImageUrl' | 'useDefaultProfileImages'
> &
  Localized<'title'>;

export interface NavProgram extends Localized<'productName' | 'shortDescription'> {
  productKey: string;
  productName: string;
  shortDescription: string;
}

export type FooterProgram = Pick<NavProgram, 'productKey' | 'productName'> & Localized<'productName'>;

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
  return { brokerKey, firstName, lastName, title, phoneNumber, lowResImageUrl, medResImageUrl, useDefaultProfileImages, ...keepFallbackFields(broker, ['title']) };
}

function toNavProgram(product: Product): NavProgram {
  const { productKey, productName, shortDescription } = product;
  return { productKey, productName, shortDescription, ...keepFallbackFields(product, ['productName', 'shortDescription']) };
}

function toFooterProgram(product: Product): FooterProgram {
  return { productKey: product.productKey, productName: product.productName, ...keepFallbackFields(product, ['productName']) };
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
    navPrograms: products.slice(0, NAV_PROGRAM_COUNT).map(toNavProgram),
    footerPrograms: products.map(toFooterProgram),
    featuredBroker: featured && toCard(featured),
    mobileFeaturedBroker: mobileFeatured && toCard(mobileFeatured),
    avatarBrokers: brokers.filter((broker) => !broker.useDefaultProfileImages).map(toCard),
  };
}

/** The shell's data is loaded once per visit: navigating must not re-pick the featured broker. */
export const shouldRevalidateRoot: ShouldRevalidateFunction = () => false;
