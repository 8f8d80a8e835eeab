import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../api/db/schema';
import { formsFolder } from '../../api/definitions/definition-kinds';
import { publishDefinition } from '../../api/definitions/definition-publisher';
import { useFakeSiteverify } from '../support/fake-siteverify';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { formsTestApp, freshPhone, purchaseLead, verifyPhone, verifyPhoneAgain, type FormsTestApp, useFormsApp } from './forms-support';

describe.each(databaseKinds())('forms over HTTP on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);


  const get = (path: string) => request(forms.app.callback()).get(path);

  it.each(['brokered-rate', 'hiring', 'information-removal'])('serves the %s definition with its version and validator URL', async (id) => {
    const response = await get(`/api/forms/${id}`).expect(200);
    const file = JSON.parse(readFileSync(join(formsFolder, `${id}.json`), 'utf8'));
    expect(response.body).toMatchObject({ id, version: file.version, title: file.title, schema: file.schema, uiSchema: file.uiSchema, messages: file.messages, humanCheck: { provider: 'local' } });
    expect(response.body.hash).toMatch(/^sha256-[0-9a-f]{32}$/);
    expect(response.body.validatorUrl).toBe(`/api/forms/${id}/validator.mjs?v=${response.body.hash}`);
    expect(response.headers.etag).toBe(`"${response.body.hash}"`);
    await get(`/api/forms/${id}`).set('If-None-Match', response.headers.etag!).expect(304);
  });

  it.each(['brokered-rate', 'hiring', 'information-removal'])('serves the %s form in Spanish with ?lang=es: the same version and validator, Spanish texts', async (id) => {
    const file = JSON.parse(readFileSync(join(formsFolder, `${id}.json`), 'utf8'));
    const english = (await get(`/api/forms/${id}`).expect(200)).body;
    const response = await get(`/api/forms/${id}?lang=es`).expect(200);
    const spanish = response.body;
    expect(spanish).toMatchObject({ id, version: file.version, hash: english.hash, validatorUrl: english.validatorUrl, languages: ['en', 'es'], language: 'es' });
    expect(english).toMatchObject({ languages: ['en', 'es'], language: 'en' });
    expect(response.headers.etag).toBe(`"${english.hash}.es"`);
    expect(response.headers['content-language']).toBe('es');
    expect(spanish.title).toBe(file.translations.es.title);
    expect(spanish.messages.form.submit).toBe(file.translations.es['messages.form.submit']);
    expect(spanish.schema.required).toEqual(file.schema.required);
    expect(Object.keys(spanish.schema.properties)).toEqual(Object.keys(file.schema.properties));
    expect(spanish).not.toHaveProperty('translations');
    await get(`/api/forms/${id}?lang=es`).set('If-None-Match', response.headers.etag!).expect(304);
  });

  it('refuses to publish a form that lacks one Spanish text, naming it', async () => {
    const definition = JSON.parse(readFileSync(join(formsFolder, 'hiring.json'), 'utf8'));
    delete definition.translations.es['ui.linkedin.placeholder'];
    const refusal = await publishDefinition(database.db, { kind: 'form', definition, actor: 'test', now: new Date() }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'definition_invalid' });
    expect((refusal as { details: { problems: string[] } }).details.problems).toEqual([
      '/uiSchema/linkedin/ui:placeholder translation-missing: No Spanish (es) text for ui.linkedin.placeholder ("linkedin.com/in/your-name").',
    ]);
  });

  it('answers 400 naming lang for a language it does not serve', async () => {
    const response = await get('/api/forms/hiring?lang=de').expect(400);
    expect(response.body.error).toMatchObject({ code: 'bad_request', fields: { lang: 'must be one of en, es' } });
  });

  it('answers 404 for an unknown form', async () => {
    const response = await get('/api/forms/no-such-form').expect(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('serves the precompiled validator as a self-contained module, cached for a year under its hash', async () => {
    const { body: form } = await get('/api/forms/brokered-rate').expect(200);
    const response = await get(form.validatorUrl).expect(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const code = response.text;
    expect(code).toMatch(/export default \{/);
    expect(code).not.toMatch(/require\(|new Function|\beval\(|import /);
    expect(code).toContain('function ucs2length');
    const unversioned = await get('/api/forms/brokered-rate/validator.mjs').expect(200);
    expect(unversioned.headers['cache-control']).toBe('no-cache');
    await get('/api/forms/brokered-rate/validator.mjs?v=sha256-00000000000000000000000000000000').expect(404);
    await get(`/api/forms/hiring/validator.mjs?v=${form.hash}`).expect(404);
  });

  describe('JSON bodies', () => {
    const post = (path: string) => request(forms.app.callback()).post(path);
    it('refuses a body over the route’s size with 413, before reading it all', async () => {
      const response = await post('/api/requestRemoval').set('content-type', 'application/json').send(JSON.stringify({ name: 'x'.repeat(10_000) })).expect(413);
      expect(response.body.error.code).toBe('payload_too_large');
    });
    it('refuses deep nesting, prototype keys, bad JSON and other content types', async () => {
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      const nested = await post('/api/recordBrokerLead').set('content-type', 'application/json').send(deep).expect(400);
      expect(nested.body.error.message).toMatch(/nested more than/);
      const proto = await post('/api/recordBrokerLead').set('content-type', 'application/json').send('{"firstName":"A","__proto__":{"isAdmin":true}}').expect(400);
      expect(proto.body.error.message).toBe('The key "__proto__" is not allowed.');
      await post('/api/requestRemoval').set('content-type', 'application/json').send('{"constructor":{"prototype":{}}}').expect(400);
      const broken = await post('/api/requestRemoval').set('content-type', 'application/json').send('{"name": ').expect(400);
      expect(broken.body.error.code).toBe('bad_request');
      await post('/api/requestRemoval').set('content-type', 'text/plain').send('name=x').expect(415);
      await post('/api/verifyCode').set('content-type', 'application/json').send('[1,2]').expect(400);
    });
  });

  it('limits writes per address across every write endpoint (429 with Retry-After), in the database', async () => {
    // The limit counts per clock minute: a run that crossed into the next one would start counting again.
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 3_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 50));
    const limited = formsTestApp(database.db, { RATE_LIMIT_WRITES_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    try {
      const from = (address: string) => ({
        removal: () => request(limited.app.callback()).post('/api/requestRemoval').set('X-Forwarded-For', address).send({}),
        token: () => request(limited.app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', address),
        apply: () => request(limited.app.callback()).post('/api/apply').set('X-Forwarded-For', address).field('firstName', 'A'),
        lead: () => request(limited.app.callback()).post('/api/recordBrokerLead').set('X-Forwarded-For', address).send({}),
      });
      const client = from('198.51.100.7');
      await client.removal().expect(422);
      await client.token().expect(200);
      await client.apply().expect(422);
      const refused = await client.lead().expect(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Another server process on the same database shares the count.
      const second = formsTestApp(database.db, { RATE_LIMIT_WRITES_PER_MINUTE: '3', TRUST_PROXY: 'true' });
      await request(second.app.callback()).post('/api/verifyCode').set('X-Forwarded-For', '198.51.100.7').send({}).expect(429);
      second.cleanUp();
      await from('198.51.100.8').removal().expect(422);
    } finally {
      limited.cleanUp();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const plain = formsTestApp(database.db);
    try {
      await request(plain.app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', '192.0.2.1').expect(200);
      const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
      expect(keys.some((key) => key.includes('192.0.2.1'))).toBe(false);
      expect(keys.some((key) => /^write:(::ffff:)?127\.0\.0\.1$|^write:::1$/.test(key))).toBe(true);
    } finally {
      plain.cleanUp();
    }
  });

  it('keeps serving the live definition when a broken one is offered, and serves a good one once published', async () => {
    const { createTestApp } = await import('../support/test-app');
    const { app } = createTestApp(database.db, {});
    const before = (await request(app.callback()).get('/api/forms/information-removal').expect(200)).body;
    const definition = JSON.parse(readFileSync(join(formsFolder, 'information-removal.json'), 'utf8'));
    definition.uiSchema.name['ui:widget'] = 'slider';
    await expect(publishDefinition(database.db, { kind: 'form', definition, actor: 'test', now: new Date() })).rejects.toMatchObject({ code: 'definition_invalid' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await request(app.callback()).get('/api/forms/information-removal').expect(200)).body.hash).toBe(before.hash);

    definition.uiSchema.name['ui:widget'] = 'capitalizedText';
    definition.messages.form.submit = 'Send Request';
    await publishDefinition(database.db, { kind: 'form', definition, actor: 'test', now: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = (await request(app.callback()).get('/api/forms/information-removal').expect(200)).body;
    expect(after.hash).not.toBe(before.hash);
    expect(after.messages.form.submit).toBe('Send Request');
    // The old version's validator is still served to a page that loaded before the publish.
    await request(app.callback()).get(before.validatorUrl).expect(200);
  });
});

describe('Cloudflare Turnstile, against a local fake of siteverify', () => {
  const database = useTestDatabase('pglite');
  let forms: FormsTestApp;
  const siteverify = useFakeSiteverify({ secret: 'turnstile-secret', accepts: (token) => token.startsWith('good'), expired: (token) => token === 'stale' });

  beforeAll(() => {
    forms = formsTestApp(database.db, { TURNSTILE_SITE_KEY: '0x4AAAAAAA-site', TURNSTILE_SECRET_KEY: 'turnstile-secret', TURNSTILE_BASE_URL: siteverify.baseUrl });
  });
  afterAll(() => {
    forms?.cleanUp();
  });

  it('gives pages the site key, admits challenges.cloudflare.com in the CSP, and has no local token route', async () => {
    const response = await request(forms.app.callback()).get('/api/forms/brokered-rate').expect(200);
    expect(response.body.humanCheck).toEqual({ provider: 'turnstile', siteKey: '0x4AAAAAAA-site' });
    const csp = response.headers['content-security-policy']!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    await request(forms.app.callback()).post('/api/humanCheck/token').expect(404);
  });

  it('accepts a lead with a token siteverify passes, once; refuses a missing, invalid or expired one', async () => {
    const phone = freshPhone();
    const passed = { token: async () => `good-send-${randomUUID()}` };
    let verificationId = await verifyPhone(forms.app, database.db, phone, passed);
    const post = (token?: string) => request(forms.app.callback()).post('/api/recordBrokerLead').send({ ...purchaseLead(phone), verificationId, turnstileToken: token });
    expect((await post().expect(403)).body.error.message).toBe('Please complete the security verification');
    expect((await post('forged').expect(403)).body.error.message).toBe('Please complete the security verification');
    expect((await post('stale').expect(403)).body.error).toEqual({ code: 'human_check_expired', message: 'Security verification expired. Please try again.', fields: { turnstileToken: 'Security verification expired. Please try again.' } });
    await post('good-1').expect(201);
    verificationId = await verifyPhoneAgain(forms.app, database.db, phone, passed);
    expect((await post('good-1').expect(403)).body.error.code).toBe('human_check_expired');
  });

  it('has no Turnstile host in the CSP when it is not configured', async () => {
    const local = formsTestApp(database.db);
    try {
      const response = await request(local.app.callback()).get('/api/forms/brokered-rate').expect(200);
      expect(response.headers['content-security-policy']).not.toContain('challenges.cloudflare.com');
    } finally {
      local.cleanUp();
    }
  });
});
