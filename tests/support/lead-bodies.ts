/** Valid funnel lead bodies, as a visitor's browser sends them after walking a QA path fixture. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../api/config/project-root';
import { flowsFolder } from '../../api/definitions/definition-kinds';
import { answer, start, type Flow, type Session } from '../../engine';

interface PathFixture {
  flow: string;
  answers: unknown[];
  completed: boolean;
}

export type FunnelFlowId = 'purchase' | 'refinance' | 'cashOut' | 'vetlife-purchase' | 'vetlife-refinance' | 'vetlife-cashOut';

const flowFile = (id: string) => JSON.parse(readFileSync(join(flowsFolder, `${id}.json`), 'utf8')) as Flow;

/** The answers a visitor ends with after walking the flow's first completing QA path through the engine. */
export function completedAnswers(id: FunnelFlowId | string): Record<string, unknown> {
  const fixtures = JSON.parse(readFileSync(join(projectRoot, 'tests/paths', `${id}.paths.json`), 'utf8')) as PathFixture[];
  const fixture = fixtures.find((candidate) => candidate.completed);
  if (!fixture) throw new Error(`tests/paths/${id}.paths.json has no completing path`);
  const flow = flowFile(id);
  let session = start(flow).session as Session;
  for (const value of fixture.answers) {
    const next = answer(flow, session, value);
    if (!next.error) session = next.session; // a refused value changes nothing, as in the browser
  }
  if (!session.completed) throw new Error(`the first completing ${id} path fixture did not complete the flow`);
  return session.answers as Record<string, unknown>;
}

/** The consent record a funnel sends with its lead: accepted now, on the funnel's page. */
export function leadConsent(loanType = 'purchase', page = '/quote-landing') {
  return { at: new Date().toISOString(), pageUrl: `https://www.harborpointmortgage.com${page}?type=${loanType}` };
}

/** A POST /api/recordQuoteLead body for the purchase flow; `n` makes the contact unique. */
export function quoteLeadBody(n: number, answers: Record<string, unknown>, definitionVersion: string | undefined) {
  return {
    contactInfo: { fullName: `Load Visitor ${n}`, email: `visitor.${n}@example.com`, phoneNumber: `248555${String(n % 10_000).padStart(4, '0')}` },
    loanType: 'purchase',
    answers,
    timestamp: new Date().toISOString(),
    userAgent: 'Mozilla/5.0 (load test)',
    phoneVerified: false,
    definitionVersion,
    consent: leadConsent(),
  };
}
