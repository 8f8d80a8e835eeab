import { createContext, RouterContextProvider } from 'react-router-dom';
import type { SiteApi } from '../domain/site-api';
import type { FormSource } from '../domain/forms/form-source';
import { defaultLocale, type Locale } from '../../i18n/locales';

export type { FlowDefinition, FlowRequestOptions, PublicConfig, SiteApi } from '../domain/site-api';

export const siteApiContext = createContext<SiteApi>();

export function createLoaderContext(api: SiteApi, locale: Locale = defaultLocale): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteApiContext, inLocale(api, locale));
  return context;
}

/**
 * The site API answering in one language: a document is in one language from its first render to its
 * last navigation (switching language loads a new document), so its loaders, and the browser's caches
 * filled by them, read content in that language without each call naming it.
 */
export function inLocale(api: SiteApi, locale: Locale): SiteApi {
  if (locale === defaultLocale) return api;
  // Whatever else the given API offers (the server's in-process form source) stays reachable through it.
  const bound: Partial<SiteApi> = {
    brokers: (given) => api.brokers(given ?? locale),
    broker: (name, given) => api.broker(name, given ?? locale),
    products: (given) => api.products(given ?? locale),
    product: (key, given) => api.product(key, given ?? locale),
    stats: (given) => api.stats(given ?? locale),
    openPositions: (given) => api.openPositions(given ?? locale),
    disclosure: (key, given) => api.disclosure(key, given ?? locale),
    flow: (entryPath, options) => api.flow(entryPath, { ...options, lang: options?.lang ?? locale }),
  };
  const forms = api as Partial<FormSource>;
  if (typeof forms.formDefinition === 'function') {
    const formDefinition = forms.formDefinition.bind(api);
    Object.assign(bound, { formDefinition: (id: string, given?: Locale) => formDefinition(id, given ?? locale) });
  }
  return Object.assign(Object.create(api) as SiteApi, bound);
}

/** The loaders' `context` is the provider made by `createLoaderContext`, on both sides. */
export function siteApiFrom(context: unknown): SiteApi {
  return (context as RouterContextProvider).get(siteApiContext);
}
