import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { entryPathOf, type Flow } from '../../../../engine';
import { createLoaderContext, type FlowDefinition, type SiteApi } from '../../../../app/data/site-api';
import { funnelLoader, funnelShouldRevalidate } from '../../../../app/features/funnels/funnel-loader';
import { usableFlow } from '../../../../app/features/funnels/flow-source';

const purchase = JSON.parse(readFileSync(new URL('../../../../definitions/flows/purchase.json', import.meta.url), 'utf8')) as Flow;
const served: FlowDefinition = { flow: purchase, version: 'sha256-abc' };

function run(loader: ReturnType<typeof funnelLoader>, url: string, flow: SiteApi['flow']) {
  const api = { flow } as unknown as SiteApi;
  return loader({ request: new Request(url), context: createLoaderContext(api), params: {} } as never);
}

describe('the funnel pages’ loader', () => {
  it('preloads the flow of the URL’s type (questionnaire: the type; VetLife: vetlife-{type})', async () => {
    const flow = vi.fn(async () => served);
    await expect(run(funnelLoader('questionnaire'), 'http://x/quote-landing?type=purchase&step=3', flow)).resolves.toEqual({ type: 'purchase', entryPath: 'purchase', preloaded: served });
    await run(funnelLoader('vetlife'), 'http://x/quote-landing-vetlife?type=cashOut', flow);
    expect(flow.mock.calls).toEqual([['purchase'], ['vetlife-cashOut']]);
  });

  it('preloads a studio draft through its preview link, and keeps the link for the page', async () => {
    const flow = vi.fn(async () => served);
    await expect(run(funnelLoader('questionnaire'), 'http://x/quote-landing?type=purchase&preview=draft.k3.sig', flow)).resolves.toEqual({ type: 'purchase', entryPath: 'purchase', preloaded: served, preview: 'draft.k3.sig' });
    expect(flow.mock.calls).toEqual([['purchase', { preview: 'draft.k3.sig' }]]);
  });

  it('preloads nothing without a recognised type (the chooser), and reads no saved state', async () => {
    const flow = vi.fn(async () => served);
    await expect(run(funnelLoader('questionnaire'), 'http://x/quote-landing', flow)).resolves.toEqual({ type: null, entryPath: null, preloaded: null });
    await expect(run(funnelLoader('vetlife'), 'http://x/quote-landing-vetlife?type=heloc', flow)).resolves.toMatchObject({ type: null });
    expect(flow).not.toHaveBeenCalled();
  });

  it('treats a failed or empty preload as "not preloaded" (the browser then fetches the flow itself)', async () => {
    await expect(run(funnelLoader('questionnaire'), 'http://x/quote-landing?type=refinance', async () => Promise.reject(new Error('down')))).resolves.toEqual({ type: 'refinance', entryPath: 'refinance', preloaded: null });
    await expect(run(funnelLoader('questionnaire'), 'http://x/quote-landing?type=refinance', async () => ({ flow: { ...purchase, questions: [] }, version: 'v' }))).resolves.toMatchObject({ preloaded: null });
  });

  it('never runs again while the visitor moves through the funnel', () => {
    expect(funnelShouldRevalidate({} as never)).toBe(false);
  });

  it('knows a usable definition', () => {
    expect(usableFlow(served)).toBe(true);
    expect(usableFlow(null)).toBe(false);
    expect(usableFlow({ flow: { ...purchase, questions: [] }, version: 'v' })).toBe(false);
    expect(entryPathOf('vetlife', 'refinance')).toBe('vetlife-refinance');
  });
});
