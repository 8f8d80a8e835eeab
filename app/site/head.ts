import { company } from '../domain/company';

/** What a page puts in the document head: title, description and the social-preview image. */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute path or URL of the og:/twitter: image. */
  image?: string | null;
  type?: 'website' | 'profile' | 'article';
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown>;
  /** Path of the canonical URL, when it differs from the request's. */
  canonicalPath?: string;
  noindex?: boolean;
}

export const defaultDescription =
  'Harborpoint Mortgage shops dozens of lenders to find your best home loan rate. ' + company.promise;

export function documentTitle(title: string): string {
  return title === 'Home' ? `${company.name} | Your Brokered Home Loan` : `${title} | ${company.name}`;
}

interface MatchLike {
  data?: unknown;
  loaderData?: unknown;
  handle?: unknown;
}

/**
 * The deepest match that names head data wins: a loader's `head`, else the route handle's.
 * A route error (a 404 from a loader) gives the Not Found page's head.
 */
export function headFromMatches(matches: readonly MatchLike[], errors?: Record<string, unknown> | null): HeadData {
  if (errors && Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0] as { status?: number } | undefined;
    return first?.status === 404 ? notFoundHead : errorHead;
  }
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    const fromData = (match.loaderData ?? match.data) as { head?: HeadData } | undefined;
    if (fromData && typeof fromData === 'object' && fromData.head) return fromData.head;
    const fromHandle = (match.handle as { head?: HeadData } | undefined)?.head;
    if (fromHandle) return fromHandle;
  }
  return { title: company.name, description: defaultDescription };
}

export const notFoundHead: HeadData = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist.',
  noindex: true,
};

const errorHead: HeadData = { title: 'Something went wrong', description: defaultDescription, noindex: true };

/** A route's handle naming its page's title and description. */
export function pageHandle(title: string, description: string): { head: HeadData } {
  return { head: { title, description } };
}
