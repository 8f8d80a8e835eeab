import { HttpStatusError } from '../../data/http-site-api';

/** The reason shown after 'Error loading {what}: ': the HTTP status when there was one, else a generic line. */
export function documentErrorMessage(error: unknown): string {
  return error instanceof HttpStatusError ? error.message : 'An unknown error occurred';
}
