import { describe, expect, it } from 'vitest';
import type { Flow, PathFixture } from '../../../../engine';
import type { ServedFlow } from '../../../../scripts/qa/walk/served-flow';
import { planFixtures, QaWalkUsageError, selectFixtures } from '../../../../scripts/qa/walk/walk-plan';
import { funnelPageUrl, walkTarget } from '../../../../scripts/qa/walk/walk-target';

const fixture = (flow: string, name: string, definitionVersion?: string): { fixture: PathFixture; file: string } => ({
  fixture: { name, flow, loanType: 'purchase', answers: [], expected: [], completed: false, ...(definitionVersion ? { definitionVersion } : {}) },
  file: `${flow}.paths.json`,
});
const flow = { id: 'purchase' } as Flow;

describe('where a walk goes', () => {
  it('takes the origin of a site, and submits only to this machine by default', () => {
    expect(walkTarget('http://localhost:3000/some/page?x=1')).toEqual({ origin: 'http://localhost:3000', preview: null, local: true });
    expect(walkTarget('http://[::1]:8080').local).toBe(true);
    expect(walkTarget('https://www.example.com').local).toBe(false);
    expect(() => walkTarget('ftp://example.com')).toThrow('--base-url must be an http or https URL');
    expect(() => walkTarget('not a url')).toThrow('is not a URL');
  });

  it("reads a studio preview link: its token, and the draft's flow from the page and the type", () => {
    const target = walkTarget('http://127.0.0.1:4000/quote-landing-vetlife?type=refinance&preview=abc.def.ghi');
    expect(target.preview).toEqual({ token: 'abc.def.ghi', flow: 'vetlife-refinance' });
    expect(funnelPageUrl(target, 'vetlife', 'refinance')).toBe('http://127.0.0.1:4000/quote-landing-vetlife?type=refinance&preview=abc.def.ghi');
    expect(funnelPageUrl(walkTarget('http://127.0.0.1:4000'), 'questionnaire', 'cashOut')).toBe('http://127.0.0.1:4000/quote-landing?type=cashOut');
    expect(() => walkTarget('http://localhost/?preview=abc')).toThrow('names no flow');
  });
});

describe('which fixtures a walk runs', () => {
  const all = [fixture('purchase', 'first-time buyer'), fixture('purchase', 'investor'), fixture('refinance', 'lower rate')];
  const site = walkTarget('http://localhost:3000');

  it('selects by flow and by name (exact, else a part of it), and refuses a selection of nothing', () => {
    expect(selectFixtures(all, site, 'purchase', undefined).map(({ fixture }) => fixture.name)).toEqual(['first-time buyer', 'investor']);
    expect(selectFixtures(all, site, undefined, 'INVEST').map(({ fixture }) => fixture.name)).toEqual(['investor']);
    expect(() => selectFixtures(all, site, 'cashOut', undefined)).toThrow(QaWalkUsageError);
    expect(() => selectFixtures(all, site, undefined, 'nobody')).toThrow('No fixture is named like "nobody".');
    const preview = walkTarget('http://localhost:3000/quote-landing?type=purchase&preview=t');
    expect(() => selectFixtures(all, preview, 'refinance', undefined)).toThrow('The preview link opens a draft of "purchase"');
  });

  it('walks fixtures of the served version or of none, reports others stale, and fails a flow the site does not serve', () => {
    const served = new Map<string, ServedFlow>([
      ['purchase', { ok: true, flow, version: 'sha256-aaa' }],
      ['refinance', { ok: false, problem: 'the site serves no flow "refinance" (HTTP 400)' }],
    ]);
    const plan = planFixtures([fixture('purchase', 'a'), fixture('purchase', 'b', 'sha256-aaa'), fixture('purchase', 'c', 'sha256-old'), fixture('refinance', 'd')], site, served);
    expect(plan.map((item) => [item.fixture.name, item.action, 'reason' in item ? item.reason : ''])).toEqual([
      ['a', 'walk', ''],
      ['b', 'walk', ''],
      ['c', 'stale', 'stale (written for sha256-old, the site serves sha256-aaa)'],
      ['d', 'fail', 'the site serves no flow "refinance" (HTTP 400)'],
    ]);
  });

  it("skips the other flows' fixtures when walking a draft's preview", () => {
    const preview = walkTarget('http://localhost:3000/quote-landing?type=purchase&preview=t');
    const plan = planFixtures([fixture('purchase', 'a'), fixture('refinance', 'd')], preview, new Map([['purchase', { ok: true, flow, version: 'sha256-aaa' }]]));
    expect(plan.map((item) => [item.action, 'reason' in item ? item.reason : ''])).toEqual([
      ['walk', ''],
      ['skip', 'the preview link serves only the draft of "purchase"'],
    ]);
  });
});
