import Router from '@koa/router';
import type { PublicConfig } from '../../app/domain/site-api';
import { notFound } from '../http/api-error';
import { localeQuery } from '../http/locale-query';
import { requiredQuery } from '../http/query';
import type { ContentService } from '../services/content-service';

/**
 * The content API, its paths and names as the site's pages and the lead systems call them. The reads of
 * translatable content take `?lang=es` (English without it).
 */
export function contentRoutes(content: ContentService, publicConfig: PublicConfig): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/brokers', async (ctx) => {
    ctx.body = await content.brokers(localeQuery(ctx));
  });

  router.get(['/agent', '/agent/'], async (ctx) => {
    const name = requiredQuery(ctx, 'fields.brokerKey');
    ctx.body = (await content.broker(name, localeQuery(ctx))) ?? throwNotFound(`No broker is named "${name}".`);
  });

  router.get('/products', async (ctx) => {
    ctx.body = await content.products(localeQuery(ctx));
  });

  router.get(['/product', '/product/'], async (ctx) => {
    const key = requiredQuery(ctx, 'fields.productKey');
    ctx.body = (await content.product(key, localeQuery(ctx))) ?? throwNotFound(`No mortgage type has the key "${key}".`);
  });

  router.get('/getGoogleReviews', async (ctx) => {
    ctx.body = await content.googleReviews();
  });

  router.get('/getStats', async (ctx) => {
    ctx.body = await content.stats(localeQuery(ctx));
  });

  router.get('/openPositions', async (ctx) => {
    ctx.body = { positions: await content.openPositions(localeQuery(ctx)) };
  });

  router.get('/getCombinedRates', async (ctx) => {
    ctx.body = await content.combinedRates();
  });

  router.get('/disclosure', async (ctx) => {
    const key = requiredQuery(ctx, 'disclosureKey');
    ctx.body = (await content.disclosure(key, localeQuery(ctx))) ?? throwNotFound(`No document has the key "${key}".`);
  });

  router.get('/aprFees', async (ctx) => {
    ctx.body = await content.aprFees();
  });

  router.get('/featureFlags', async (ctx) => {
    ctx.body = { flags: await content.featureFlags() };
  });

  router.get('/siteConfig', (ctx) => {
    ctx.body = publicConfig;
  });

  return router;
}

function throwNotFound(message: string): never {
  throw notFound(message);
}
