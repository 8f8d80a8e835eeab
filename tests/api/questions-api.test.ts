import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowsFolder } from '../../api/definitions/definition-kinds';
import { publishDefinition } from '../../api/definitions/definition-publisher';
import { createTestApp } from '../support/test-app';
import { useScratchDir } from '../support/scratch-dir';
import { databaseKinds, useTestDatabase } from '../support/test-database';

describe.each(databaseKinds())('GET /api/questions on %s', (kind) => {
  const database = useTestDatabase(kind);
  const flows = useScratchDir('flows-');
  let app: Koa;

  beforeAll(() => {
    cpSync(flowsFolder, flows.path, { recursive: true });
    app = createTestApp(database.db, {}, { flowsFolder: flows.path }).app;
  });

  const get = (path: string) => request(app.callback()).get(path);

  it.each(['purchase', 'refinance', 'cashOut', 'vetlife-purchase', 'vetlife-refinance', 'vetlife-cashOut'])(
    'serves the %s questions as a plain list with the version in the ETag',
    async (entryPath) => {
      const response = await get(`/api/questions?entryPath=${entryPath}`).expect(200);
      const file = JSON.parse(readFileSync(join(flowsFolder, `${entryPath}.json`), 'utf8'));
      expect(response.body).toEqual(file.questions);
      expect(response.headers.etag).toBe(`"${response.headers['x-definition-version']}"`);
      await get(`/api/questions?entryPath=${entryPath}`).set('If-None-Match', response.headers.etag!).expect(304);
      const flow = await get(`/api/flows/${entryPath}`).expect(200);
      expect(flow.body.id).toBe(entryPath);
      expect(flow.headers['x-definition-version']).toBe(response.headers['x-definition-version']);
    },
  );

  it('answers 400 naming entryPath when it is unknown or missing', async () => {
    const response = await get('/api/questions?entryPath=vetlife-lease').expect(400);
    expect(response.body.error.fields).toHaveProperty('entryPath');
    await get('/api/questions').expect(400);
    await get('/api/flows/nope').expect(400);
  });

  it.each(['purchase', 'refinance', 'cashOut', 'vetlife-purchase', 'vetlife-refinance', 'vetlife-cashOut'])(
    'serves the %s flow in Spanish with ?lang=es: the same version, its own ETag, Spanish texts, the same answer keys',
    async (entryPath) => {
      const file = JSON.parse(readFileSync(join(flowsFolder, `${entryPath}.json`), 'utf8'));
      const english = await get(`/api/flows/${entryPath}`).expect(200);
      const spanish = await get(`/api/flows/${entryPath}?lang=es`).expect(200);
      expect(spanish.headers['x-definition-version']).toBe(english.headers['x-definition-version']);
      expect(spanish.headers.etag).toBe(`"${english.headers['x-definition-version']}.es"`);
      expect(spanish.headers['content-language']).toBe('es');
      expect(spanish.body.title).toBe(file.translations.es['flow.title']);
      expect(spanish.body.contact.consent).toBe(file.translations.es['contact.consent']);
      expect(spanish.body.questions.map((question: { title: string }) => question.title)).toEqual(
        file.questions.map((question: { component: number }) => file.translations.es[`q${question.component}.title`]),
      );
      expect(spanish.body.questions.map((question: { questionData: { alias: string } }) => question.questionData.alias)).toEqual(
        file.questions.map((question: { questionData: { alias: string } }) => question.questionData.alias),
      );
      expect(spanish.body).not.toHaveProperty('translations');
      await get(`/api/flows/${entryPath}?lang=es`).set('If-None-Match', spanish.headers.etag!).expect(304);
      // The English ETag does not stand for the Spanish answer.
      await get(`/api/flows/${entryPath}?lang=es`).set('If-None-Match', english.headers.etag!).expect(200);
      const questions = await get(`/api/questions?entryPath=${entryPath}&lang=es`).expect(200);
      expect(questions.body).toEqual(spanish.body.questions);
    },
  );

  it('serves English by default and with ?lang=en (the stored definition without lang, its texts alone with it)', async () => {
    const file = JSON.parse(readFileSync(join(flowsFolder, 'purchase.json'), 'utf8'));
    const plain = await get('/api/flows/purchase').expect(200);
    expect(plain.body).toEqual(file);
    expect(plain.headers['content-language']).toBe('en');
    const english = await get('/api/flows/purchase?lang=en').expect(200);
    const { translations: _, ...texts } = file;
    expect(english.body).toEqual(texts);
  });

  it('answers 400 naming lang for a language it does not serve', async () => {
    for (const path of ['/api/flows/purchase?lang=fr', '/api/flows/purchase?lang=', '/api/flows/purchase?lang=es&lang=en', '/api/questions?entryPath=purchase&lang=ES']) {
      const response = await get(path).expect(400);
      expect(response.body.error).toMatchObject({ code: 'bad_request', fields: { lang: 'must be one of en, es' } });
    }
  });

  it('refuses to publish a flow that lacks one Spanish text, naming it; a stale translation only warns', async () => {
    const live = await get('/api/flows/refinance').expect(200);
    const flow = JSON.parse(readFileSync(join(flows.path, 'refinance.json'), 'utf8'));
    delete flow.translations.es['q7.option.shortenTerm.label'];
    const refusal = await publishDefinition(database.db, { kind: 'flow', definition: flow, actor: 'test', now: new Date() }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'definition_invalid' });
    expect((refusal as { details: { problems: string[] } }).details.problems).toEqual([
      '/questions/6/questionData/options/1/label translation-missing: No Spanish (es) text for q7.option.shortenTerm.label ("Shorten my loan term").',
    ]);
    flow.translations.es['q7.option.shortenTerm.label'] = 'Acortar el plazo de mi préstamo';
    flow.translations.es['q99.title'] = '¿Una pregunta que ya no existe?';
    // A stale translation only warns: the flow publishes.
    await publishDefinition(database.db, { kind: 'flow', definition: flow, actor: 'test', now: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get('/api/flows/refinance').expect(200)).headers['x-definition-version']).not.toBe(live.headers['x-definition-version']);
  });

  it('serves a newly published version without a restart, and never publishes one that fails the checks', async () => {
    const before = await get('/api/questions?entryPath=purchase').expect(200);
    const flow = JSON.parse(readFileSync(join(flows.path, 'purchase.json'), 'utf8'));
    flow.questions[0].title = 'What kind of home are you buying today?';
    await publishDefinition(database.db, { kind: 'flow', definition: flow, actor: 'test', now: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edited = await get('/api/questions?entryPath=purchase').expect(200);
    expect(edited.body[0].title).toBe('What kind of home are you buying today?');
    expect(edited.headers['x-definition-version']).not.toBe(before.headers['x-definition-version']);

    flow.questions[0].questionData.type = 'hologram';
    await expect(publishDefinition(database.db, { kind: 'flow', definition: flow, actor: 'test', now: new Date() })).rejects.toMatchObject({ code: 'definition_invalid' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const kept = await get('/api/questions?entryPath=purchase').expect(200);
    expect(kept.headers['x-definition-version']).toBe(edited.headers['x-definition-version']);
  });
});
