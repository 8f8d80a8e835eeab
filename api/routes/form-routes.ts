import Router from '@koa/router';
import type { FormRegistry } from '../forms/form-registry';
import { notFound } from '../http/api-error';
import { languageEtag, languageParam } from '../http/language-param';

const ONE_YEAR = 'public, max-age=31536000, immutable';
/** The shape of a definition's content hash (api/definitions/definition-store.ts). */
const DEFINITION_HASH = /^sha256-[0-9a-f]{32}$/;

/**
 * The flat forms' definitions (GET /api/forms/:id, `?lang=es` for its texts in Spanish: English where the
 * definition has none, the same version and validator in every language) and their precompiled browser validators
 * (GET /api/forms/:id/validator.mjs?v=HASH: cached for a year, since the URL names the version).
 */
export function formRoutes(forms: FormRegistry): Router {
  const router = new Router({ prefix: '/api/forms' });

  router.get('/:id', async (ctx) => {
    const language = languageParam(ctx.query.lang);
    const form = await forms.publicForm(ctx.params.id!, language);
    if (!form) throw notFound(`There is no form "${ctx.params.id}".`);
    const etag = `"${languageEtag(form.hash, language)}"`;
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', etag);
    if (form.language) ctx.set('Content-Language', form.language);
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.body = form;
  });

  router.get('/:id/validator.mjs', async (ctx) => {
    const version = typeof ctx.query.v === 'string' ? ctx.query.v : undefined;
    // A version is a definition hash; anything else names none (and text with NUL would fail in PostgreSQL: a 500).
    if (version !== undefined && !DEFINITION_HASH.test(version)) throw notFound(`There is no validator for form "${ctx.params.id}" version ${JSON.stringify(version.slice(0, 80))}.`);
    const module = await forms.validatorModule(ctx.params.id!, version);
    if (!module) throw notFound(`There is no validator for form "${ctx.params.id}"${version ? ` version ${version}` : ''}.`);
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.set('Cache-Control', version ? ONE_YEAR : 'no-cache');
    ctx.body = module.code;
  });

  return router;
}
