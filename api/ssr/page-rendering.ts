import type { HeadData, PageParameters, RenderResult, SiteApi } from '../../app/entry-server';
import type { Locale } from '../../i18n/locales';

/** The server-side entry of the app, as app/entry-server.tsx exports it. */
export interface EntryServer {
  renderPage(request: Request, api: SiteApi): Promise<RenderResult>;
  documentTitle(head: HeadData, locale: Locale): string;
  /** The query parameters the page at a path reads, as its routes declare them. */
  pageParametersOf(pathname: string): Promise<PageParameters>;
}

/**
 * How pages are rendered: from the production build, or through Vite's dev server with hot reload.
 * The development template carries CSP_NONCE_PLACEHOLDER where each request's nonce goes (the built one has none).
 */
export interface PageRendering {
  template(url: string): Promise<string>;
  entry(): Promise<EntryServer>;
  /** Built files to preload for the matched page modules (nothing in development). */
  preloads(pageModules: string[]): string[];
}

export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
