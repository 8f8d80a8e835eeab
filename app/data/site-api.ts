import { createContext, RouterContextProvider } from 'react-router-dom';
import type { SiteApi } from '../domain/site-api';

export type { FlowDefinition, FlowRequestOptions, PublicConfig, SiteApi } from '../domain/site-api';

export const siteApiContext = createContext<SiteApi>();

export function createLoaderContext(api: SiteApi): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteApiContext, api);
  return context;
}

/** The loaders' `context` is the provider made by `createLoaderContext`, on both sides. */
export function siteApiFrom(context: unknown): SiteApi {
  return (context as RouterContextProvider).get(siteApiContext);
}
