/** The breadcrumb wrapper's trail, kept pure so it can be tested without a router. */

export interface Crumb {
  label: string;
  /** Absent for the current page, and for a segment whose path is no page of the site. */
  to?: string;
}

export interface CrumbReplacement {
  /** The path segment (as written in the URL, decoded) to show differently; a list matches any of them. */
  segment: string | readonly string[];
  with: { label: string; to?: string };
}

export interface TrailOptions {
  /** A route's title for this path ('/mortgage-types'), if the path is a route that names one. */
  titleOf?: (path: string) => string | undefined;
  /** Whether the path is a page of the site (so its crumb can link there). */
  isPage?: (path: string) => boolean;
  replace?: CrumbReplacement;
  /** The first crumb's label, in the page's language. */
  homeLabel?: string;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 'bank-statement-loan' -> 'Bank Statement Loan', 'FHA-loan' -> 'FHA Loan' (decoded first). */
export function prettifySegment(segment: string): string {
  return decode(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Page titles read 'FHA Loan | Loan Details': the crumb is the part before the section. */
export function crumbLabelFromTitle(title: string): string {
  return title.split(' | ')[0]!.trim();
}

/** Home, then one crumb per path segment; the last one is the current page and never a link. */
export function breadcrumbTrail(pathname: string, options: TrailOptions = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [{ label: options.homeLabel ?? 'Home', to: '/' }];
  segments.forEach((segment, index) => {
    const path = '/' + segments.slice(0, index + 1).join('/');
    const wanted = options.replace?.segment;
    const replaced = wanted !== undefined && (typeof wanted === 'string' ? [wanted] : wanted).includes(decode(segment));
    if (replaced) {
      trail.push({ ...options.replace!.with });
      return;
    }
    const title = options.titleOf?.(path);
    trail.push({
      label: title ? crumbLabelFromTitle(title) : prettifySegment(segment),
      to: options.isPage?.(path) ? path : undefined,
    });
  });
  const last = trail[trail.length - 1]!;
  trail[trail.length - 1] = { label: last.label };
  return trail;
}
