import type { Flow } from '../../../engine';
import type { WalkTarget } from './walk-target';

/** What a site serves for a flow: the definition and its version, or why it could not be read. */
export type ServedFlow = { ok: true; flow: Flow; version: string } | { ok: false; problem: string };

/** A draft preview's version is its content hash after this prefix (the same hash a fixture records). */
const PREVIEW_PREFIX = 'preview-';

/** `GET /api/flows/:id` (with the preview token when walking a draft), and its X-Definition-Version. */
export async function fetchServedFlow(target: WalkTarget, flowId: string): Promise<ServedFlow> {
  const preview = target.preview ? `?preview=${encodeURIComponent(target.preview.token)}` : '';
  const url = `${target.origin}/api/flows/${encodeURIComponent(flowId)}${preview}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    return { ok: false, problem: `the site did not answer GET ${url}: ${(error as Error).message}` };
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    const message = /"message"\s*:\s*"([^"]*)"/.exec(body)?.[1];
    return { ok: false, problem: `the site serves no flow "${flowId}" (GET ${url}: HTTP ${response.status}${message ? `, ${message}` : ''})` };
  }
  const version = response.headers.get('x-definition-version');
  const flow = (await response.json().catch(() => null)) as Flow | null;
  if (!flow || !Array.isArray(flow.questions)) return { ok: false, problem: `GET ${url} did not answer a flow definition` };
  if (!version) return { ok: false, problem: `GET ${url} sent no X-Definition-Version header` };
  return { ok: true, flow, version: version.startsWith(PREVIEW_PREFIX) ? version.slice(PREVIEW_PREFIX.length) : version };
}
