import type { DomainError, Refusal } from '../services/domain-error';

/** Every API error answers the same JSON: `{ error: { code, message, fields?, details? } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; details?: unknown };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}), ...(this.details === undefined ? {} : { details: this.details }) },
    };
  }
}

export const notFound = (message: string) => new ApiError(404, 'not_found', message);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'bad_request', message, fields);

export const serviceUnavailable = () =>
  new ApiError(503, 'service_unavailable', 'The service is temporarily unavailable. Please try again shortly.');

/** The HTTP status of each way a service refuses. */
const STATUS_OF: Record<Refusal, number> = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  invalid: 422,
  too_many: 429,
  upstream_failed: 502,
  unavailable: 503,
};

/** A service's refusal as the API's error: its status, code, message, fields, and Retry-After when given. */
export function fromDomainError(error: DomainError): ApiError {
  const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
  return new ApiError(STATUS_OF[error.refusal], error.code, error.message, error.fields, headers, error.details);
}
