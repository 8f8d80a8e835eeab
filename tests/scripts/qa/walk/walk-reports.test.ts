import { describe, expect, it } from 'vitest';
import { htmlReport } from '../../../../scripts/qa/walk/html-report';
import { junitReport } from '../../../../scripts/qa/walk/junit-report';
import { fixtureSlugs } from '../../../../scripts/qa/walk/report-text';
import { logText, smsCodesFromLog } from '../../../../scripts/qa/walk/sms-codes';
import type { FixtureResult } from '../../../../scripts/qa/walk/walk-types';

const hostile = 'a <b>"quoted"</b> & \'odd\' name\u0001';
const results: FixtureResult[] = [
  { flow: 'purchase', name: hostile, file: 'purchase.paths.json', status: 'failed', failure: { step: 2, message: 'expected "<x>"' }, steps: [{ step: 0, action: 'opened <page>', expected: 'q', seen: 'q', outcome: 'pass', screenshot: 'screenshots/purchase/a/00.png' }], notes: ['a <note>'], durationMs: 1500 },
  { flow: 'purchase', name: 'old', file: 'purchase.paths.json', status: 'stale', reason: 'stale (written for x, the site serves y)', steps: [], notes: [], durationMs: 0 },
  { flow: 'refinance', name: 'fine', file: 'refinance.paths.json', status: 'passed', steps: [], notes: [], durationMs: 2000 },
];

describe('the walk reports', () => {
  it('junit.xml: a testsuite per flow, failures naming the fixture and step, stale ones skipped; all text escaped', () => {
    const xml = junitReport(results);
    for (const expected of [
      '<testsuites name="qa-walk" tests="3" failures="1" errors="0" skipped="1" time="3.500">',
      '<testsuite name="purchase" tests="2" failures="1" errors="0" skipped="1" time="1.500">',
      '<testsuite name="refinance" tests="1" failures="0" errors="0" skipped="0" time="2.000">',
      '<failure message="a &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &amp; &#39;odd&#39; name › step 2: expected &quot;&lt;x&gt;&quot;"',
      '<skipped message="stale (written for x, the site serves y)"/>',
    ]) expect(xml).toContain(expected);
    expect(xml).not.toContain('\u0001');
  });

  it('index.html: counts, escaped text and relative screenshot links, no script', () => {
    const html = htmlReport({ site: 'http://localhost:3000', startedAt: new Date(0), durationMs: 3500, submit: false, counts: { total: 3, passed: 1, failed: 1, stale: 1, skipped: 0 }, served: { purchase: 'sha256-y' }, results });
    expect(html).toContain('a &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &amp; &#39;odd&#39; name');
    expect(html).toContain('<img src="screenshots/purchase/a/00.png"');
    expect(html).toContain('<span class="count failed">1 failed</span>');
    expect(html).not.toMatch(/<b>|<x>|<note>|<script/);
  });

  it('names screenshot folders by fixture, unique within a flow', () => {
    expect(fixtureSlugs([{ flow: 'purchase', name: 'Back & change: yes, then no!' }, { flow: 'purchase', name: 'back & change - yes then no' }, { flow: 'refinance', name: 'back & change - yes then no' }, { flow: 'x', name: '???' }])).toEqual([
      'back-change-yes-then-no',
      'back-change-yes-then-no-2',
      'back-change-yes-then-no',
      'fixture',
    ]);
  });
});

describe('verification codes from the server log', () => {
  it("reads the newest code texted to the phone's last four digits after the mark, never an older one", async () => {
    let log = '{"to":"***-***-0142","msg":"SMS outbox (development): Your verification code is 111111."}\n';
    const sms = smsCodesFromLog(logText(() => log), 300);
    const mark = await sms.mark();
    log += '{"to":"***-***-9999","msg":"SMS outbox (development): Your verification code is 222222."}\n';
    await expect(sms.code('2485550142', mark)).rejects.toThrow('no verification code for the phone ending 0142');
    log += '{"to":"***-***-0142","msg":"SMS outbox (development): Your verification code is 333333."}\n';
    await expect(sms.code('2485550142', mark)).resolves.toBe('333333');
  });
});
