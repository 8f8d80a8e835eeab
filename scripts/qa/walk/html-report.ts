import { escapeMarkup as h, seconds } from './report-text';
import type { FixtureResult, StepResult, WalkCounts } from './walk-types';

export interface HtmlReportData {
  site: string;
  startedAt: Date;
  durationMs: number;
  submit: boolean;
  counts: WalkCounts;
  /** Per flow: the version the site serves (flows it could not serve are left out). */
  served: Record<string, string>;
  results: readonly FixtureResult[];
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#1e293b}
h1{font-size:24px;margin:0 0 4px}h2{font-size:19px;margin:32px 0 8px;border-bottom:1px solid #cbd5e1;padding-bottom:4px}
.meta{color:#475569;margin:0 0 16px}.counts{display:flex;gap:12px;flex-wrap:wrap;margin:16px 0}
.count{border-radius:8px;padding:8px 14px;font-weight:600;background:#f1f5f9}
.passed{background:#dcfce7;color:#14532d}.failed{background:#fee2e2;color:#7f1d1d}.stale{background:#fef3c7;color:#78350f}.skipped{background:#e2e8f0;color:#334155}
details{border:1px solid #cbd5e1;border-radius:8px;margin:8px 0;padding:0 12px}summary{cursor:pointer;padding:10px 0;font-weight:600}
.badge{display:inline-block;min-width:56px;text-align:center;border-radius:6px;padding:1px 6px;margin-right:8px;font-size:13px}
table{border-collapse:collapse;width:100%;margin:8px 0 12px}th,td{border-top:1px solid #e2e8f0;padding:6px 8px;text-align:left;vertical-align:top}
th{font-size:13px;color:#475569}td.fail{color:#991b1b;font-weight:600}td.pass{color:#166534}
img{width:220px;border:1px solid #cbd5e1;border-radius:4px}.problem{color:#991b1b;font-weight:600}.note{color:#92400e}
code{background:#f1f5f9;padding:0 4px;border-radius:4px}`;

function stepRow(step: StepResult): string {
  const shot = step.screenshot ? `<a href="${h(step.screenshot)}"><img src="${h(step.screenshot)}" alt="Screen after step ${step.step}" loading="lazy"></a>` : '';
  const note = step.note ? `<div class="note">${h(step.note)}</div>` : '';
  return `<tr><td>${step.step}</td><td>${h(step.action)}</td><td>${h(step.expected)}</td><td>${h(step.seen)}${note}</td><td class="${step.outcome}">${step.outcome}</td><td>${shot}</td></tr>`;
}

function fixtureBlock(result: FixtureResult): string {
  const lines: string[] = [];
  if (result.failure) lines.push(`<p class="problem">Step ${result.failure.step}: ${h(result.failure.message)}</p>`);
  else if (result.reason) lines.push(`<p>${h(result.reason)}</p>`);
  if (result.notes.length > 0) lines.push(`<ul>${result.notes.map((note) => `<li class="note">${h(note)}</li>`).join('')}</ul>`);
  if (result.steps.length > 0) {
    lines.push('<table><thead><tr><th>Step</th><th>The visitor</th><th>Expected</th><th>Seen</th><th>Result</th><th>Screen</th></tr></thead>');
    lines.push(`<tbody>${result.steps.map(stepRow).join('')}</tbody></table>`);
  }
  const open = result.status === 'failed' ? ' open' : '';
  const summary = `<span class="badge ${result.status}">${result.status}</span>${h(result.name)} <small>(${h(result.file)}${result.durationMs ? `, ${seconds(result.durationMs)}` : ''})</small>`;
  return `<details${open}><summary>${summary}</summary>${lines.join('\n')}</details>`;
}

/** The walk as one self-contained page: counts, each flow's served version, and every fixture's steps with screenshots. */
export function htmlReport(data: HtmlReportData): string {
  const { counts } = data;
  const flows = [...new Set(data.results.map((result) => result.flow))];
  const sections = flows.map((flow) => {
    const version = data.served[flow] ? ` <small>serves <code>${h(data.served[flow]!)}</code></small>` : '';
    return `<h2>${h(flow)}${version}</h2>\n${data.results.filter((result) => result.flow === flow).map(fixtureBlock).join('\n')}`;
  });
  const count = (label: string, value: number, kind: string) => `<span class="count ${kind}">${value} ${label}</span>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>QA walk of ${h(data.site)}</title><style>${STYLE}</style></head>
<body><h1>QA walk of ${h(data.site)}</h1>
<p class="meta">${h(data.startedAt.toISOString())}, ${seconds(data.durationMs)}; ${data.submit ? 'completed flows were submitted (contact step to thank-you)' : 'completed flows stopped at the contact step (not submitted)'}.</p>
<div class="counts">${count('fixtures', counts.total, '')}${count('passed', counts.passed, 'passed')}${count('failed', counts.failed, 'failed')}${count('stale', counts.stale, 'stale')}${count('skipped', counts.skipped, 'skipped')}</div>
${sections.join('\n')}
</body></html>
`;
}
