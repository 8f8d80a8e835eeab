import type { ParameterizedContext } from 'koa';
import { badRequest } from './api-error';

const MAX_QUERY_VALUE = 200;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A required, single, non-empty query parameter; anything else is a 400 naming it. */
export function requiredQuery(ctx: ParameterizedContext, name: string): string {
  const value = ctx.query[name];
  if (Array.isArray(value)) throw badRequest(`Give ${name} once.`, { [name]: 'must be given once' });
  const trimmed = value?.trim();
  if (!trimmed) throw badRequest(`${name} is required.`, { [name]: 'is required' });
  if (trimmed.length > MAX_QUERY_VALUE) {
    throw badRequest(`${name} is too long.`, { [name]: `must be at most ${MAX_QUERY_VALUE} characters` });
  }
  // No key holds control characters, and PostgreSQL cannot even compare text holding NUL (%00 was a 500).
  if (CONTROL_CHARACTERS.test(trimmed)) {
    throw badRequest(`${name} holds characters that are not allowed.`, { [name]: 'must not contain control characters' });
  }
  return trimmed;
}
