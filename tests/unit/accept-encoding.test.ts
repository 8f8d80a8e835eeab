import Koa from 'koa';
import compress from 'koa-compress';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { acceptableEncodingOnly, encodingChoice } from '../../api/http/accept-encoding';
import { createPageCache } from '../../api/ssr/page-cache';
import { sendCachedPage } from '../../api/ssr/send-cached-page';

function contextWith(acceptEncoding?: string) {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = '/';
  if (acceptEncoding !== undefined) req.headers['accept-encoding'] = acceptEncoding;
  return new Koa().createContext(req, new ServerResponse(req));
}

describe('the Accept-Encoding negotiation', () => {
  it.each([
    [undefined, false, 'identity'],
    ['br', false, 'br'],
    ['gzip, deflate, br', false, 'gzip'],
    ['br;q=0.5, gzip', false, 'gzip'],
    ['deflate, gzip;q=0.5', false, 'gzip'],
    ['*', false, 'br'],
    ['zstd', false, 'identity'],
    ['deflate, identity;q=0, *;q=0', false, 'identity'],
    ['identity;q=0, *;q=0', true, 'identity'],
  ] as const)('%j: refuses all %s, a kept page in %s', (header, refusesAll, page) => {
    expect(encodingChoice(contextWith(header))).toEqual({ refusesAll, page });
  });

  it('is kept on the request, as the request came, and asked of the header once per distinct value', () => {
    const header = 'gzip;q=0.7, br;q=0.8, x-unique-to-this-test';
    const first = contextWith(header);
    let asked = 0;
    const ask = first.acceptsEncodings.bind(first);
    first.acceptsEncodings = ((...encodings: string[]) => (asked++, ask(...encodings))) as typeof first.acceptsEncodings;
    const choice = encodingChoice(first);
    expect(choice).toEqual({ refusesAll: false, page: 'br' });
    first.request.headers['accept-encoding'] = 'identity';
    expect(encodingChoice(first)).toBe(choice);
    const askedOnce = asked;

    const second = contextWith(header);
    second.acceptsEncodings = (() => {
      throw new Error('negotiated again');
    }) as typeof second.acceptsEncodings;
    expect(encodingChoice(second)).toEqual(choice);
    expect(asked).toBe(askedOnce);
  });

  it('serves a client that refuses every encoding unencoded, and a kept page in the encoding chosen', async () => {
    const pages = createPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const html = `<html>${'kept '.repeat(1_000)}</html>`;
    pages.put('/kept', html, pages.generation);
    for (let attempt = 0; !(pages.get('/kept')?.br && pages.get('/kept')?.gzip); attempt++) {
      if (attempt > 200) throw new Error('never compressed');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const app = new Koa();
    app.use(acceptableEncodingOnly());
    app.use(compress({ threshold: 1024 }));
    app.use((ctx) => {
      if (ctx.path === '/kept') return sendCachedPage(ctx, pages.get('/kept')!);
      ctx.type = 'html';
      ctx.body = html;
    });
    const ask = (path: string, acceptEncoding: string) => request(app.callback()).get(path).set('Accept-Encoding', acceptEncoding).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

    for (const path of ['/kept', '/rendered']) {
      const refusing = await ask(path, 'identity;q=0, *;q=0');
      expect(refusing.status, path).toBe(200);
      expect(refusing.headers['content-encoding'], path).toBeUndefined();
      expect((refusing.body as Buffer).toString(), path).toBe(html);
    }
    const tag = pages.get('/kept')!.tag;
    const br = await ask('/kept', 'br');
    expect([br.headers['content-encoding'], br.headers.etag]).toEqual(['br', `"${tag}-br"`]);
    const gzip = await ask('/kept', 'gzip, deflate, br');
    expect([gzip.headers['content-encoding'], gzip.headers.etag]).toEqual(['gzip', `"${tag}-gz"`]);
    const refusing = await ask('/kept', 'identity;q=0, *;q=0');
    expect(refusing.headers.etag).toBe(`"${tag}"`);
  });
});
