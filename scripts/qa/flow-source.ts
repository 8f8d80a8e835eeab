import type { Flow } from '../../engine';
import { localFlow } from './local-flows';
import { fail } from './qa-args';
import { fetchServedFlow } from './walk/served-flow';
import { walkTarget } from './walk/walk-target';

export interface SourcedFlow {
  id: string;
  flow: Flow;
  version: string;
}

/**
 * The flows a command works on: this checkout's definitions, or with a base URL what that site serves
 * (the live version, or a draft behind a preview link, which names its one flow).
 */
export async function sourceFlows(ids: readonly string[], baseUrl: string | undefined): Promise<SourcedFlow[]> {
  if (!baseUrl) return ids.map((id) => ({ id, ...localFlow(id) }));
  let target;
  try {
    target = walkTarget(baseUrl);
  } catch (error) {
    fail((error as Error).message);
  }
  const wanted = target.preview ? ids.filter((id) => id === target.preview!.flow) : ids;
  if (wanted.length === 0) fail(`The preview link opens ${target.preview!.flow} only.`);
  const flows: SourcedFlow[] = [];
  for (const id of wanted) {
    const served = await fetchServedFlow(target, id);
    if (!served.ok) fail(served.problem);
    flows.push({ id, flow: served.flow, version: served.version });
  }
  return flows;
}
