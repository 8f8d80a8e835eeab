/** The studio's calls to /api/studio: JSON both ways, the CSRF token (kept in memory only) on every write. */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details: unknown = undefined,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;

export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

const SAFE = new Set(['GET', 'HEAD']);

export async function studioCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (!SAFE.has(method) && csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/api/studio${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    throw new StudioApiError(0, 'network', 'The server could not be reached. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string>; details?: unknown } } | null)?.error;
    throw new StudioApiError(response.status, error?.code ?? 'unknown', error?.message ?? `The server answered ${response.status}.`, error?.fields ?? {}, error?.details);
  }
  return payload as T;
}

export const studioGet = <T>(path: string) => studioCall<T>('GET', path);
export const studioPost = <T>(path: string, body?: unknown) => studioCall<T>('POST', path, body ?? {});
export const studioPut = <T>(path: string, body: unknown) => studioCall<T>('PUT', path, body);
export const studioDelete = (path: string) => studioCall<void>('DELETE', path);

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');
