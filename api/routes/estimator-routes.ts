import Router from '@koa/router';
import { defaultLocale, isLocale } from '../../i18n/locales';
import { parseLoanEstimateQuery, type LoanEstimatorService } from '../services/loan-estimator-service';

/**
 * GET /api/estimateLoan: the query of the loan estimate request, the answer keyed by product.
 * GET /api/estimateLoan/eligibility: the same query; why it cannot be priced, and the loan types that can.
 */
export function estimatorRoutes(estimator: LoanEstimatorService): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/estimateLoan', async (ctx) => {
    ctx.body = await estimator.estimate(parseLoanEstimateQuery(ctx.query));
  });
  router.get('/estimateLoan/eligibility', async (ctx) => {
    // The explanation is written in the page's language (`lang=es`); any other value reads English.
    const lang = ctx.query.lang;
    ctx.body = await estimator.eligibility(parseLoanEstimateQuery(ctx.query), isLocale(lang) ? lang : defaultLocale);
  });
  return router;
}
