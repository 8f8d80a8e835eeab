import Router from '@koa/router';
import { parseLoanEstimateQuery, type LoanEstimatorService } from '../services/loan-estimator-service';

/** GET /api/estimateLoan: the query of the loan estimate request, the answer keyed by product. */
export function estimatorRoutes(estimator: LoanEstimatorService): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/estimateLoan', async (ctx) => {
    ctx.body = await estimator.estimate(parseLoanEstimateQuery(ctx.query));
  });
  return router;
}
