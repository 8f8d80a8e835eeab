import Router from '@koa/router';
import { limitAddress } from '../http/rate-limit';
import type { ExperimentAssignments } from '../services/experiments/experiment-assignments';

/**
 * `POST /api/flows/:entryPath/assignment`: a visit starting a funnel whose flow runs an experiment asks
 * for its variant, `{ id, variant, version, token }` (the experiment, the variant's key, the version it
 * serves, and the signed assignment its events and lead carry); 404 `no_experiment` when none runs.
 * Never cached: each answer is one visit's. `Sec-GPC: 1` gets a variant without a token, and nothing is
 * recorded. Limited per address and hour (EXPERIMENT_ASSIGNMENTS_PER_HOUR), answered 429 past it.
 */
export function experimentAssignmentRoutes(assignments: ExperimentAssignments): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/flows/:entryPath/assignment', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await assignments.assign(ctx.params.entryPath, { anonymous: ctx.get('Sec-GPC').trim() === '1', address: limitAddress(ctx) });
  });
  return router;
}
