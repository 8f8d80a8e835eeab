import type { FieldErrors } from '../domain/forms/form-types';

/** A failed write: the server's JSON error (status, code, message, fields), or a network failure (status 0). */
export class SubmitError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** Seconds to wait before trying again (a 429's Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

/** Reads the JSON error of a failed answer, when it is one. */
async function errorOf(response: Response): Promise<SubmitError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;
  const error = body?.error;
  return new SubmitError(
    response.status,
    typeof error?.code === 'string' ? error.code : 'http_error',
    typeof error?.message === 'string' ? error.message : '',
    error?.fields && typeof error.fields === 'object' ? (error.fields as FieldErrors) : undefined,
    Number(response.headers.get('retry-after')) || undefined,
  );
}

/** Sends a write (JSON or multipart) and returns the JSON answer; throws a SubmitError otherwise. */
export async function sendWrite<T>(url: string, body: unknown, options: { idempotencyKey?: string; multipart?: boolean } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        ...(options.multipart ? {} : { 'content-type': 'application/json' }),
        ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      },
      body: options.multipart ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw new SubmitError(0, 'network_error', '');
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

