import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { badRequest, notFound, serviceUnavailable } from '../http/api-error';
import { languageEtag, languageParam } from '../http/language-param';
import { isEntryPath, ENTRY_PATHS, type FlowStore } from '../definitions/flow-definitions';
import type { LoadedDefinition } from '../definitions/definition-store';
import { definitionLanguages, localizeFlow, SOURCE_LANGUAGE, type DefinitionLanguage, type ExperimentOffer, type Flow } from '../../engine';
import type { PreviewLinks } from '../services/studio/preview-links';
import type { LiveExperiments } from '../services/experiments/live-experiments';

/**
 * The funnels' questions, read from definitions/ at run time. `GET /api/questions` keeps the original
 * plain list; `GET /api/flows/:entryPath` gives the whole definition (metadata included). Both carry the
 * version (content hash) in the ETag and in X-Definition-Version, and answer 304 to a matching
 * If-None-Match. With `?preview=` (a studio draft's signed link) the draft is served instead. While the flow
 * runs an experiment, X-Experiment names it and its variants (the page asks the server for its variant,
 * POST /api/flows/:entryPath/assignment, then for that version with `?version=`, which serves the live
 * version or a variant of the running experiment, nothing else).
 * `?lang=es` serves the texts in that language (English where the definition has none in it), without the
 * definition's translations; the version is the same in every language. Without `lang` the definition is
 * served as stored (English, with its translations).
 */
export function questionsRoutes(flows: FlowStore, previews: PreviewLinks, experiments: LiveExperiments): Router {
  const router = new Router({ prefix: '/api' });

  const load = async (entryPath: unknown): Promise<LoadedDefinition<Flow>> => {
    if (!isEntryPath(entryPath)) {
      throw badRequest(`entryPath must be one of ${ENTRY_PATHS.join(', ')}.`, { entryPath: `must be one of ${ENTRY_PATHS.join(', ')}` });
    }
    const loaded = await flows.get(entryPath);
    if (!loaded) throw serviceUnavailable();
    return loaded;
  };

  /** The language a flow's texts are served in: the one asked for when the flow has it, else English. */
  const servedLanguage = (flow: Flow, language: DefinitionLanguage | undefined): DefinitionLanguage =>
    language && definitionLanguages(flow).includes(language) ? language : SOURCE_LANGUAGE;
  const inLanguage = (flow: Flow, language: DefinitionLanguage | undefined): Flow => (language ? localizeFlow(flow, language) : flow);

  const send = (ctx: ParameterizedContext, loaded: LoadedDefinition<Flow>, body: (flow: Flow) => unknown, language: DefinitionLanguage | undefined, experiment: ExperimentOffer | null = null) => {
    // A start or stop changes the answer without changing the version.
    const etag = `"${languageEtag(experiment ? `${loaded.hash}.${experiment.id}` : loaded.hash, language)}"`;
    ctx.set('ETag', etag);
    ctx.set('Content-Language', servedLanguage(loaded.definition, language));
    ctx.set('X-Definition-Version', loaded.hash);
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Access-Control-Expose-Headers', 'ETag, X-Definition-Version, X-Experiment');
    if (experiment) ctx.set('X-Experiment', JSON.stringify(experiment));
    if (ctx.get('If-None-Match').split(',').some((tag) => tag.trim() === etag)) {
      ctx.status = 304;
      return;
    }
    ctx.body = body(inLanguage(loaded.definition, language));
  };

  router.get('/questions', async (ctx) => {
    const entryPath = ctx.query.entryPath;
    const language = languageParam(ctx.query.lang);
    const loaded = await load(Array.isArray(entryPath) ? undefined : entryPath);
    send(ctx, loaded, (flow) => flow.questions, language);
  });

  router.get('/flows/:entryPath', async (ctx) => {
    const language = languageParam(ctx.query.lang);
    const preview = ctx.query.preview;
    if (typeof preview === 'string' && preview !== '') {
      // A studio draft behind a signed link: never cached, never indexed.
      const drafted = await previews.flow(ctx.params.entryPath!, preview);
      ctx.set('X-Definition-Version', drafted.version);
      ctx.set('Access-Control-Expose-Headers', 'X-Definition-Version');
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
      ctx.set('Content-Language', servedLanguage(drafted.flow, language));
      ctx.body = inLanguage(drafted.flow, language);
      return;
    }
    const live = await load(ctx.params.entryPath);
    const experiment = await experiments.offer(live.id);
    const version = ctx.query.version;
    const whole = (flow: Flow) => flow;
    if (version === undefined || version === live.hash) return send(ctx, live, whole, language, experiment);
    const variant = typeof version === 'string' && experiment?.variants.some((candidate) => candidate.version === version) ? await flows.byHash(version) : null;
    if (!variant) throw notFound('This version of the questionnaire is not served.');
    send(ctx, variant, whole, language, experiment);
  });

  return router;
}
