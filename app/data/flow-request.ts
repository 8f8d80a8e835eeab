import type { Flow } from '../../engine';
import { readOffer } from '../../engine/experiments/experiment-offer';
import { HttpStatusError } from './http-site-api';
import type { FlowDefinition, FlowRequestOptions } from './site-api';

/**
 * `GET /api/flows/:entryPath`: the definition and its served version; null for an unknown entry path
 * (400/404) or a preview link that no longer works (410). With `lang` the flow's texts come in that language.
 */
export async function getFlow(entryPath: string, options: FlowRequestOptions = {}): Promise<FlowDefinition | null> {
  const params = new URLSearchParams(Object.entries(options).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const query = params.size > 0 ? `?${params}` : '';
  const response = await fetch(`/api/flows/${encodeURIComponent(entryPath)}${query}`, { headers: { accept: 'application/json' } });
  if (response.status === 400 || response.status === 404 || response.status === 410) return null;
  if (!response.ok) throw new HttpStatusError(response.status);
  const flow = (await response.json()) as Flow;
  const etag = response.headers.get('etag')?.replace(/^W\//, '').replace(/^"|"$/g, '');
  const experiment = readOffer(parseJson(response.headers.get('x-experiment')));
  return { flow, version: response.headers.get('x-definition-version') || etag || flow.version, ...(experiment ? { experiment } : {}) };
}

function parseJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

