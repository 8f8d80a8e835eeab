import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HttpStatusError } from '../../../../app/data/http-site-api';
import { createLoaderContext } from '../../../../app/data/site-api';
import type { SiteApi } from '../../../../app/domain/site-api';
import { legalDocumentRoute } from '../../../../app/features/legal/legal-route';
import type { Locale } from '../../../../i18n/locales';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';

/** Renders a legal page the way the server's first view does, with the disclosure call given. */
async function serverRender(disclosure: SiteApi['disclosure'], locale: Locale = 'en'): Promise<string> {
  const { loader, Component } = legalDocumentRoute({ key: 'disclosures', head: { en: { title: 'Disclosures', description: 'd' }, es: { title: 'Divulgaciones', description: 'd' } }, errorSubject: 'disclosures' });
  const routes = [{ path: '/disclosures', id: 'legal', loader, Component, ErrorBoundary: () => <p>Something went wrong.</p> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://site.test/disclosures'), {
    requestContext: createLoaderContext({ disclosure } as SiteApi),
  });
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <LocaleProvider locale={locale}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </LocaleProvider>,
  );
}

describe('a legal page’s first view from the server', () => {
  it('shows the error line with the status when the content call answers with an error', async () => {
    const html = await serverRender(() => Promise.reject(new HttpStatusError(503)));
    expect(html).toContain('role="alert"');
    expect(html.replace(/<!-- -->/g, '')).toContain('Error loading disclosures: Network response was not ok. Status: 503');
    expect(html).not.toContain('Something went wrong.');
  });

  it('says it in Spanish on a Spanish page', async () => {
    const html = await serverRender(() => Promise.reject(new HttpStatusError(503)), 'es');
    expect(html.replace(/<!-- -->/g, '')).toContain('No se pudieron cargar las divulgaciones: el servidor no respondió correctamente (código 503).');
    expect(html).toContain('Divulgaciones');
  });

  it('shows the unknown-error line when the content call fails otherwise', async () => {
    const html = await serverRender(() => Promise.reject(new Error('database is gone')));
    expect(html.replace(/<!-- -->/g, '')).toContain('Error loading disclosures: An unknown error occurred');
    expect(html).not.toContain('database is gone');
  });

  it('renders the document when it loads', async () => {
    const html = await serverRender(async () => ({
      disclosureKey: 'disclosures',
      title: 'Disclosures',
      content: { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Equal housing lender.', marks: [], data: {} }] }] },
    }) as never);
    expect(html).toContain('Equal housing lender.');
    expect(html).not.toContain('role="alert"');
  });

  it('marks a document shown in English on a Spanish page, its own words kept Spanish', async () => {
    const link = { nodeType: 'hyperlink', data: { uri: 'https://www.consumerfinance.gov' }, content: [{ nodeType: 'text', value: 'CFPB', marks: [], data: {} }] };
    const content = { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Equal housing lender. ', marks: [], data: {} }, link] }] };
    const html = await serverRender(async () => ({ disclosureKey: 'disclosures', title: 'Disclosures', content, fallbackFields: ['title', 'content'] }) as never, 'es');
    expect(html).toContain('<div class="rich-text" lang="en">');
    expect(html).toContain('<span class="sr-only" lang="es"> (se abre en una pestaña nueva)</span>');
    const translated = await serverRender(async () => ({ disclosureKey: 'disclosures', title: 'Divulgaciones', content }) as never, 'es');
    expect(translated).not.toContain('lang=');
  });
});
