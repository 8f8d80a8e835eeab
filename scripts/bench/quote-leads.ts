import { randomBytes } from 'node:crypto';
import { completedAnswers } from '../../tests/support/lead-bodies';

/** The questionnaire flows recordQuoteLead accepts (the entry path is the loan type). */
const QUOTE_FLOWS = ['purchase', 'refinance', 'cashOut'] as const;

interface LeadTemplate {
  loanType: string;
  answers: Record<string, unknown>;
  definitionVersion: string;
}

/**
 * Valid quote leads, each with its own e-mail, phone and Idempotency-Key, cycling through the purchase,
 * refinance and cash-out flows at the version the server serves (as a visitor's browser would send them).
 */
export async function quoteLeadSource(baseUrl: string): Promise<() => { body: string; headers: Record<string, string> }> {
  const templates: LeadTemplate[] = [];
  for (const id of QUOTE_FLOWS) {
    const response = await fetch(`${baseUrl}/api/questions?entryPath=${id}`);
    const definitionVersion = response.headers.get('x-definition-version');
    await response.arrayBuffer();
    if (!response.ok || !definitionVersion) throw new Error(`GET /api/questions?entryPath=${id} answered ${response.status} without X-Definition-Version`);
    templates.push({ loanType: id, answers: completedAnswers(id), definitionVersion });
  }
  const run = randomBytes(3).toString('hex');
  let sequence = 0;
  return () => {
    const n = sequence++;
    const template = templates[n % templates.length]!;
    // 248-EEE-LLLL: the exchange (200-999) and line number together give 8 million distinct phones.
    const exchange = 200 + (Math.floor(n / 10_000) % 800);
    const line = String(n % 10_000).padStart(4, '0');
    const body = {
      contactInfo: { fullName: 'Bench Visitor', email: `bench.${run}.${n}@example.com`, phoneNumber: `248-${exchange}-${line}` },
      loanType: template.loanType,
      answers: template.answers,
      timestamp: new Date().toISOString(),
      userAgent: 'Mozilla/5.0 (bench)',
      phoneVerified: false,
      definitionVersion: template.definitionVersion,
      consent: { at: new Date().toISOString(), pageUrl: `https://www.harborpointmortgage.com/quote-landing?type=${template.loanType}` },
    };
    return { body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${run}-${n}` } };
  };
}
