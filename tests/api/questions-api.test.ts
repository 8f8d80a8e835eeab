import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowsFolder } from '../../api/definitions/definition-kinds';
import { publishDefinition } from '../../api/definitions/definition-publisher';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';

describe.each(databaseKinds())('GET /api/questions on %s', (kind) => {
  const database = useTestDatabase(kind);
  let folder: string;
  let app: Koa;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'flows-'));
    cpSync(flowsFolder, folder, { recursive: true });
    app = createTestApp(database.db, {}, { flowsFolder: folder }).app;
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
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

  it('serves a newly published version without a restart, and never publishes one that fails the checks', async () => {
    const before = await get('/api/questions?entryPath=purchase').expect(200);
    const flow = JSON.parse(readFileSync(join(folder, 'purchase.json'), 'utf8'));
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
