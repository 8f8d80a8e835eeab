/**
 * Why a service refused a request, in the domain's terms: the request is malformed or invalid, the
 * visitor is not allowed (no human check, no verified phone), the thing is not there or no longer is,
 * too large, too many, or a provider the service needs is down. The HTTP layer maps each to a status.
 */
export type Refusal = 'malformed' | 'invalid' | 'forbidden' | 'not_found' | 'gone' | 'too_large' | 'too_many' | 'unavailable' | 'upstream_failed';

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
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const malformed = (message: string, fields?: Record<string, string>) => new DomainError('malformed', 'bad_request', message, fields);

export const invalid = (message: string, fields: Record<string, string>) => new DomainError('invalid', 'validation_failed', message, fields);
