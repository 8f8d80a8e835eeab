/**
 * Why a service refused a request, in the domain's terms: the request is malformed or invalid, the
 * caller is not signed in or not allowed (no human check, no verified phone, a role without the right),
 * the thing is not there or no longer is, it changed since the caller read it, too large, too many, or a
 * provider the service needs is down. The HTTP layer maps each to a status.
 */
export type Refusal =
  | 'malformed'
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'too_many'
  | 'unavailable'
  | 'upstream_failed';

export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    /** The stable code clients branch on ('validation_failed', 'code_expired'...). */
    readonly code: string,
    message: string,
    /** The fields at fault, each with its message. */
    readonly fields?: Record<string, string>,
    /** When trying again makes sense (too many, unavailable). */
    readonly retryAfterSeconds?: number,
    /** What the caller needs to act on the refusal beyond the fields (a publish gate's report). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const malformed = (message: string, fields?: Record<string, string>) => new DomainError('malformed', 'bad_request', message, fields);

export const invalid = (message: string, fields: Record<string, string>) => new DomainError('invalid', 'validation_failed', message, fields);
