import Router from '@koa/router';
import type { Middleware, ParameterizedContext } from 'koa';
import { jsonBody } from '../http/json-body';
import { limitAddress } from '../http/rate-limit';
import { requireStaff, sessionToken, setSessionCookie, staffOf } from '../http/staff-auth';
import type { StaffAccounts } from '../services/staff/staff-accounts';
import type { StaffSessions } from '../services/staff/staff-sessions';
import type { PreviewLinks } from '../services/studio/preview-links';
import type { StudioDefinitions } from '../services/studio/studio-definitions';
import type { FlowReports } from '../services/analytics/flow-report';
import { reportCsv } from '../services/analytics/report-table';
import type { StudioExperiments } from '../services/experiments/studio-experiments';

const SMALL_BODY = { maxBytes: 4 * 1024, maxDepth: 2 };
/** An experiment: its name and a few variants, each an object. */
const EXPERIMENT_BODY = { maxBytes: 4 * 1024, maxDepth: 3 };
/** A definition with its fixtures: the largest flows are tens of kilobytes. */
const DEFINITION_BODY = { maxBytes: 2 * 1024 * 1024, maxDepth: 16 };

const noStore: Middleware = async (ctx, next) => {
  await next();
  ctx.set('Cache-Control', 'no-store');
};

/** A route that answers what the service returns, with its status (200 unless given). */
const answer =
  (serve: (ctx: ParameterizedContext) => Promise<unknown>, status = 200): Middleware =>
  async (ctx) => {
    ctx.body = await serve(ctx);
    ctx.status = status;
  };

const bodyOf = (state: { body?: unknown }) => (state.body && typeof state.body === 'object' ? (state.body as Record<string, unknown>) : {});

/**
 * The studio's JSON API under /api/studio: the session, the definitions and their drafts (kept, checked,
 * previewed, discarded), the publish gate, publishing and rollback, the audit log and staff accounts.
 * Roles are checked here on every call.
 */
export function studioRoutes(deps: { sessions: StaffSessions; accounts: StaffAccounts; definitions: StudioDefinitions; previews: PreviewLinks; reports: FlowReports; experiments: StudioExperiments }): Router {
  const router = new Router({ prefix: '/api/studio' });
  const editor = requireStaff(deps.sessions, 'editor');
  const publisher = requireStaff(deps.sessions, 'publisher');
  const admin = requireStaff(deps.sessions, 'admin');
  const actor = (ctx: Parameters<Middleware>[0]) => staffOf(ctx).user.email;
  router.use(noStore);

  router.post('/session', jsonBody(SMALL_BODY), async (ctx) => {
    const body = bodyOf(ctx.state);
    const signedIn = await deps.sessions.login({ email: body.email, password: body.password, address: limitAddress(ctx) });
    setSessionCookie(ctx, signedIn.token);
    ctx.body = { csrfToken: signedIn.csrfToken, user: { email: signedIn.user.email, name: signedIn.user.name, role: signedIn.user.role } };
  });
  // Whether this browser is signed in: answered 200 either way, since the studio asks on every load.
  router.get('/session', async (ctx) => {
    const session = await deps.sessions.authenticate(sessionToken(ctx));
    ctx.body = session ? { csrfToken: session.csrfToken, user: { email: session.user.email, name: session.user.name, role: session.user.role } } : { csrfToken: null, user: null };
  });
  router.delete('/session', editor, async (ctx) => {
    await deps.sessions.logout(sessionToken(ctx));
    setSessionCookie(ctx, null);
    ctx.status = 204;
  });
  router.post('/session/password', editor, jsonBody(SMALL_BODY), async (ctx) => {
    const body = bodyOf(ctx.state);
    await deps.sessions.changePassword({ staffId: staffOf(ctx).user.id, currentPassword: body.currentPassword, newPassword: body.newPassword, address: limitAddress(ctx) });
    setSessionCookie(ctx, null);
    ctx.status = 204;
  });

  router.get('/definitions', editor, answer(() => deps.definitions.list()));
  router.get('/definitions/:id', editor, answer((ctx) => deps.definitions.get(ctx.params.id!)));
  router.post('/definitions/:id/drafts', editor, jsonBody(DEFINITION_BODY), answer((ctx) => deps.definitions.createDraft(ctx.params.id!, bodyOf(ctx.state), actor(ctx)), 201));
  router.post('/definitions/:id/rollback', publisher, jsonBody(SMALL_BODY), answer((ctx) => deps.definitions.rollback(ctx.params.id!, bodyOf(ctx.state), actor(ctx))));
  router.get('/drafts/:draftId', editor, answer((ctx) => deps.definitions.draft(ctx.params.draftId!)));
  router.get('/drafts/:draftId/fixtures', editor, answer((ctx) => deps.definitions.fixtures(ctx.params.draftId!)));
  router.get('/drafts/:draftId/validator.mjs', editor, async (ctx) => {
    ctx.body = await deps.definitions.formValidator(ctx.params.draftId!);
    ctx.type = 'text/javascript; charset=utf-8';
  });
  router.post('/drafts/:draftId/fixtures/generate', editor, answer((ctx) => deps.definitions.generateFixtures(ctx.params.draftId!, actor(ctx))));
  router.put('/drafts/:draftId', editor, jsonBody(DEFINITION_BODY), answer((ctx) => deps.definitions.updateDraft(ctx.params.draftId!, bodyOf(ctx.state), actor(ctx))));
  router.post('/drafts/:draftId/check', editor, answer((ctx) => deps.definitions.check(ctx.params.draftId!)));
  router.post('/drafts/:draftId/preview-link', editor, answer((ctx) => deps.previews.issue(ctx.params.draftId!), 201));
  router.post('/drafts/:draftId/publish', publisher, jsonBody(SMALL_BODY), answer((ctx) => deps.definitions.publish(ctx.params.draftId!, bodyOf(ctx.state), actor(ctx))));
  router.post('/drafts/:draftId/discard', editor, answer((ctx) => deps.definitions.discard(ctx.params.draftId!, actor(ctx))));

  // The funnel report (?from=&to=YYYY-MM-DD, ?version=, ?format=csv), for publishers and admins.
  router.get('/analytics/flows/:id', publisher, async (ctx) => {
    const query = (name: string) => (typeof ctx.query[name] === 'string' ? ctx.query[name] : undefined);
    const report = await deps.reports.report({ flowId: ctx.params.id, from: query('from'), to: query('to'), version: query('version') });
    if (query('format') !== 'csv') {
      ctx.body = report;
      return;
    }
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${report.flowId}-${report.from}-${report.to}.csv"`);
    ctx.body = reportCsv(report);
  });

  // Experiments on published versions of a flow, for publishers and admins.
  router.get('/experiments', publisher, answer((ctx) => deps.experiments.list(ctx.query.flow)));
  router.post('/experiments', publisher, jsonBody(EXPERIMENT_BODY), answer((ctx) => deps.experiments.start(bodyOf(ctx.state), actor(ctx)), 201));
  router.get('/experiments/:id', publisher, answer((ctx) => deps.experiments.report(ctx.params.id!)));
  router.post('/experiments/:id/stop', publisher, jsonBody(SMALL_BODY), answer((ctx) => deps.experiments.stop(ctx.params.id!, actor(ctx))));
  router.post('/experiments/:id/promote', publisher, jsonBody(SMALL_BODY), answer((ctx) => deps.experiments.promote(ctx.params.id!, bodyOf(ctx.state), actor(ctx))));

  router.get('/audit', editor, async (ctx) => {
    const before = Number(ctx.query.before);
    ctx.body = await deps.definitions.audit({ limit: 100, before: Number.isInteger(before) && before > 0 ? before : undefined });
  });

  router.get('/staff', admin, answer(() => deps.accounts.list()));
  router.post('/staff', admin, jsonBody(SMALL_BODY), async (ctx) => {
    const body = bodyOf(ctx.state);
    ctx.body = await deps.accounts.add({ email: body.email, name: body.name, role: body.role, password: body.password }, actor(ctx));
    ctx.status = 201;
  });
  router.post('/staff/disable', admin, jsonBody(SMALL_BODY), answer((ctx) => deps.accounts.disable(String(bodyOf(ctx.state).email ?? ''), actor(ctx))));
  return router;
}
