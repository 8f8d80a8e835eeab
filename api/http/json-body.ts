import { jsonNestingDepth } from '../../engine';
import type { IncomingMessage } from 'node:http';
import type { Middleware, ParameterizedContext } from 'koa';
import { ApiError, badRequest } from './api-error';

export interface JsonBodyOptions {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Deepest nesting of objects and arrays accepted. */
  maxDepth?: number;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a JSON request body into `ctx.state.body`, refusing what could hurt: a body over the route's
 * size (413, counted while streaming), not JSON (400), nested deeper than the cap (JSON.parse accepts
 * 500,000 levels and JSON.stringify then throws), or holding prototype-polluting keys (400).
 */
export function jsonBody(options: JsonBodyOptions): Middleware {
  const maxDepth = options.maxDepth ?? 20;
  return async (ctx, next) => {
    ctx.state.body = await readJsonBody(ctx, options.maxBytes, maxDepth);
    await next();
  };
}

export async function readJsonBody(ctx: ParameterizedContext, maxBytes: number, maxDepth = 20): Promise<unknown> {
  if (!ctx.is('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const text = (await readAtMost(ctx.req, maxBytes)).toString('utf8');
  if (jsonNestingDepth(text, maxDepth) > maxDepth) throw badRequest(`The JSON body is nested more than ${maxDepth} levels deep.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
  const forbidden = findForbiddenKey(parsed);
  if (forbidden) throw badRequest(`The key "${forbidden}" is not allowed.`, { [forbidden]: 'is not allowed' });
  const unstorable = findUnstorableText(parsed);
  if (unstorable !== null) {
    throw badRequest('The body holds a character that cannot be stored (NUL, or half of a surrogate pair).', { [unstorable || 'body']: 'holds a character that is not allowed' });
  }
  return parsed;
}

/**
 * NUL and unpaired UTF-16 surrogates parse as JSON but PostgreSQL refuses them (text cannot hold NUL,
 * jsonb refuses both): accepted, they fail at the insert, a 500. No keyboard types them.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (`a.b.0`) of the first key or string holding unstorable text, '' for the body itself; null when there is none. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnstorableText(value[index], path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return at.replace(UNSTORABLE_ALL, '\uFFFD');
      const found = findUnstorableText(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/**
 * The request's bytes, refused (413) once past `maxBytes`. Listeners rather than `for await`: leaving a
 * for-await loop early destroys the stream, and with it the socket, so the client saw a connection reset
 * instead of the 413. The rest of an oversized body is read and dropped (the connection stays usable).
 */
function readAtMost(stream: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        stream.resume();
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // The client went away before the end: nobody is left to answer.
    const onClose = () => onError(Object.assign(new Error('The request was aborted.'), { status: 400, expose: true }));
    stream.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The body is larger than ${Math.round(maxBytes / 1024)} KB.`);
}

function findForbiddenKey(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findForbiddenKey(item);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return key;
      const found = findForbiddenKey((value as Record<string, unknown>)[key]);
      if (found) return found;
    }
  }
  return null;
}
