/** What the analytics page shows, as its URL keeps it: /studio/analytics/:flowId?from=&to=&version= */
export interface ReportQuery {
  flowId: string;
  /** YYYY-MM-DD, or '' for the report's default (the last 30 days). */
  from: string;
  to: string;
  /** A version hash, or '' for all versions. */
  version: string;
}

export function queryOf(flowId: string, search: URLSearchParams): ReportQuery {
  return { flowId, from: search.get('from') ?? '', to: search.get('to') ?? '', version: search.get('version') ?? '' };
}

/** The query string of the choices made (empty ones left out), with a leading "?" when there is one. */
export function searchOf(query: Omit<ReportQuery, 'flowId'>, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries({ from: query.from, to: query.to, version: query.version, ...extra })) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const pagePath = (query: ReportQuery) => `/studio/analytics/${encodeURIComponent(query.flowId)}${searchOf(query)}`;

export const reportPath = (query: ReportQuery) => `/analytics/flows/${encodeURIComponent(query.flowId)}${searchOf(query)}`;

/** The same report as a CSV download (the browser sends the session cookie with the link). */
export const csvHref = (query: ReportQuery) => `/api/studio/analytics/flows/${encodeURIComponent(query.flowId)}${searchOf(query, { format: 'csv' })}`;
