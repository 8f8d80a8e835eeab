import { entryPathOf, parseLoanType, type FlowVariant, type LoanType } from '../../../engine';

/** Where a walk goes: the site's origin and, for a studio draft's preview link, the token and the draft's flow. */
export interface WalkTarget {
  origin: string;
  preview: { token: string; flow: string } | null;
  /** localhost, 127.0.0.1 or ::1: the only hosts a walk sends leads to unless told otherwise. */
  local: boolean;
}

const FUNNEL_PAGES: Record<string, FlowVariant> = { '/quote-landing': 'questionnaire', '/quote-landing-vetlife': 'vetlife' };
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Reads --base-url; throws a message for a URL that is not http(s), or a preview link that names no flow. */
export function walkTarget(baseUrl: string): WalkTarget {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`--base-url "${baseUrl}" is not a URL (e.g. http://localhost:3000).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--base-url must be an http or https URL, not "${url.protocol}".`);
  const local = LOCAL_HOSTS.has(url.hostname);
  const token = url.searchParams.get('preview');
  if (!token) return { origin: url.origin, preview: null, local };
  const variant = FUNNEL_PAGES[url.pathname.replace(/\/$/, '')];
  const loanType = parseLoanType(url.searchParams.get('type'));
  if (!variant || !loanType) throw new Error(`A preview link opens /quote-landing or /quote-landing-vetlife with ?type=: "${baseUrl}" names no flow.`);
  return { origin: url.origin, preview: { token, flow: entryPathOf(variant, loanType) }, local };
}

/** The page a visitor opens a flow on, with the preview token when walking a draft. */
export function funnelPageUrl(target: WalkTarget, variant: FlowVariant, loanType: LoanType): string {
  const page = variant === 'vetlife' ? '/quote-landing-vetlife' : '/quote-landing';
  const preview = target.preview ? `&preview=${encodeURIComponent(target.preview.token)}` : '';
  return `${target.origin}${page}?type=${encodeURIComponent(loanType)}${preview}`;
}
