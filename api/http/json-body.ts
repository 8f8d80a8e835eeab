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
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      ctx.req.resume();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (nestingDepth(text) > maxDepth) throw badRequest(`The JSON body is nested more than ${maxDepth} levels deep.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
  const forbidden = findForbiddenKey(parsed);
  if (forbidden) throw badRequest(`The key "${forbidden}" is not allowed.`, { [forbidden]: 'is not allowed' });
  return parsed;
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The body is larger than ${Math.round(maxBytes / 1024)} KB.`);
}

/** The deepest bracket nesting of a JSON text, skipping strings; computed before parsing. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92) index++;
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 || char === 91) deepest = Math.max(deepest, ++depth);
    else if (char === 125 || char === 93) depth--;
  }
  return deepest;
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
