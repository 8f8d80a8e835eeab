import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../../engine/lint/lint-flow';
import type { Flow, Question } from '../../../../engine/types/flow';
import { linearFlow, loadFlow, makeFlow, q, shippedFlows, SHIPPED_FLOW_IDS, TEST_CONSENT } from '../../support/flows';

const LENDING_RULES = ['consent-missing', 'prohibited-question', 'trid-application'];
const of = (flow: Flow, rule: string, options: { maxPaths?: number } = {}) =>
  lintFlow(flow, options).findings.filter((f) => f.rule === rule);
const brief = (flow: Flow, rule: string, options: { maxPaths?: number } = {}) => of(flow, rule, options).map((f) => [f.rule, f.severity, f.path]);
const titled = (title: string, question: Question): Question => ({ ...question, title });

describe('consent-missing', () => {
  const findings = (consent: string) => brief(linearFlow(2, { contact: { consent } }), 'consent-missing');

  it('refuses a statement that is only the privacy-policy link, or says nothing agreed outside its links', () => {
    expect(findings('[Privacy Policy](/privacy-policy)')).toEqual([['consent-missing', 'error', '/contact/consent']]);
    expect(findings('See our [Privacy Policy](/privacy-policy).')).toEqual([['consent-missing', 'error', '/contact/consent']]);
    expect(findings('[I agree to be contacted](/terms). See our [Privacy Policy](/privacy-policy).')).toEqual([['consent-missing', 'error', '/contact/consent']]);
    const only = lintFlow(linearFlow(2, { contact: { consent: '[Privacy Policy](/privacy-policy)' } })).findings.map((f) => f.rule);
    expect(only).toEqual(['consent-missing']);
  });

  it('accepts a statement of what the visitor agrees to', () => {
    expect(findings(TEST_CONSENT)).toEqual([]);
    expect(findings('You consent to calls and texts. [Privacy Policy](/privacy-policy)')).toEqual([]);
    expect(findings('You authorize us to contact you. [Privacy Policy](/privacy-policy)')).toEqual([]);
  });

  it('leaves an empty statement to invalid-consent (no duplicate finding)', () => {
    expect(findings('  ')).toEqual([]);
    expect(lintFlow(linearFlow(1, { contact: {} as never })).findings.map((f) => f.rule)).toEqual(['invalid-consent']);
  });
});

describe('prohibited-question', () => {
  it('flags the offending title of a shipped flow with its JSON path and category', () => {
    const flow = loadFlow('purchase');
    flow.questions[4] = titled('What is your age?', flow.questions[4]!);
    const found = of(flow, 'prohibited-question');
    expect(found.map((f) => [f.rule, f.severity, f.path])).toEqual([['prohibited-question', 'error', '/questions/4/title']]);
    expect(found[0]!.message).toContain('age');
    expect(found[0]!.hint).toMatch(/Remove the question or reword it/);
  });

  it('checks titles, subtitles, aliases and option labels (object and string options)', () => {
    const flow = makeFlow([
      q(1, 'propertyUse', { type: 'options', options: ['Single-family home', { label: 'Married couple', value: 'm' }, 'Female'] }, { title: 'Who will live there?' }),
      q(2, 'background', {}, { title: 'Tell us about you', subTitle: 'Include your ethnicity.' }),
      q(3, 'dateOfBirth', {}, { title: 'When did you start?' }),
      q(4, 'faith', {}, { title: 'What is your religion?' }),
    ]);
    const found = of(flow, 'prohibited-question');
    expect(found.map((f) => f.path)).toEqual([
      '/questions/0/questionData/options/1/label',
      '/questions/0/questionData/options/2',
      '/questions/1/subTitle',
      '/questions/2/questionData/alias',
      '/questions/3/title',
    ]);
    expect(found.map((f) => f.message.match(/asks about (.*?) \(/)![1])).toEqual(['marital status', 'sex or gender', 'race or color', 'age', 'religion']);
  });

  it('names each protected category', () => {
    const cases: Array<[string, string]> = [
      ['What is your race?', 'race or color'],
      ['Which best describes your ethnicity?', 'race or color'],
      ['What is your religion?', 'religion'],
      ['What is your national origin?', 'national origin'],
      ['What is your country of birth?', 'national origin'],
      ['What is your sex?', 'sex or gender'],
      ['What is your gender?', 'sex or gender'],
      ['What is your marital status?', 'marital status'],
      ['Are you married?', 'marital status'],
      ["What is your spouse's income?", 'marital status'],
      ['What is your date of birth?', 'age'],
      ['When is your birthday?', 'age'],
      ['What is your age?', 'age'],
      ['HOW OLD ARE YOU?', 'age'],
    ];
    for (const [title, category] of cases) {
      const found = of(makeFlow([q(1, 'x', {}, { title })]), 'prohibited-question');
      expect(found.map((f) => f.path), title).toEqual(['/questions/0/title']);
      expect(found[0]!.message, title).toContain(`asks about ${category} (`);
    }
  });

  it('does not flag near misses, citizenship or a spouse named for military service', () => {
    const titles = [
      'Do you embrace new technology?',
      'What is your average monthly spend?',
      'See the next page',
      'What stage of buying are you at?',
      'Do you have a mortgage?',
      'Are you a U.S. citizen?',
      'What is your citizenship or immigration status?',
      'Are you a permanent resident?',
      'Have you or your spouse served in the U.S. military?',
      'Did you serve in the Army National Guard?',
      'What is the age of the home?',
      'Is there a grace period on your loan?',
      'Do you manage the property yourself?',
      'What is your usage?',
      'What county? (e.g. Sussex or Essex)',
    ];
    const flow = makeFlow([
      ...titles.map((title, i) => q(i + 1, `k${i}`, {}, { title })),
      q(titles.length + 1, 'militaryStatus', { type: 'options', options: ['Veteran', 'Surviving spouse', { label: 'Single-family home', value: 's' }] }, { title: 'Which describes you?' }),
    ]);
    expect(of(flow, 'prohibited-question')).toEqual([]);
  });

  it('ignores questions the flow does not ask for its loan type', () => {
    expect(of(makeFlow([q(1, 'a'), q(2, 'b', {}, { title: 'What is your gender?', entryPath: 'refinance' })]), 'prohibited-question')).toEqual([]);
  });
});

describe('trid-application', () => {
  const MESSAGE = 'collecting all six makes the request a TRID application, which starts the three-business-day Loan Estimate clock';
  const income = (c: number) => q(c, 'annualIncome', { type: 'currency' }, { title: 'What is your yearly income?' });
  const ssn = (c: number) => q(c, 'ssn', {}, { title: 'What is your Social Security number?' });
  const address = (c: number) => q(c, 'propertyAddress', {}, { title: 'What is the street address of the property?' });
  const zip = (c: number) => q(c, 'zipCode', { type: 'zipcode' }, { title: 'What is the ZIP code of the property?' });
  const value = (c: number) => q(c, 'homeValue', { type: 'currency' }, { title: "What is your home's estimated value?" });
  const amount = (c: number) => q(c, 'loanAmount', { type: 'currency' }, { title: 'How much would you like to borrow?' });

  it('warns at the question that completes the six on a path', () => {
    const flow = makeFlow([income(1), ssn(2), address(3), value(4), amount(5)]);
    const found = of(flow, 'trid-application');
    expect(found.map((f) => [f.rule, f.severity, f.path])).toEqual([['trid-application', 'warning', '/questions/4']]);
    expect(found[0]!.message).toContain(MESSAGE);
    expect(found[0]!.message).toContain("consumer's name (contact step)");
  });

  it('recognises the items by title alone, and by answer key alone', () => {
    const byTitle = makeFlow([income(1), ssn(2), address(3), value(4), amount(5)].map((question) => ({ ...question, questionData: { ...question.questionData, alias: `item${question.component}` } })));
    expect(brief(byTitle, 'trid-application')).toEqual([['trid-application', 'warning', '/questions/4']]);
    const byKey = makeFlow(['annualSalary', 'ssn', 'propertyAddress', 'purchasePrice', 'cashOutAmount'].map((alias, i) => q(i + 1, alias, {}, { title: `Step ${i + 1}` })));
    expect(brief(byKey, 'trid-application')).toEqual([['trid-application', 'warning', '/questions/4']]);
  });

  it('only counts items on one completing path', () => {
    // Yes asks the SSN; No skips it: only the Yes path collects all six.
    const branching = makeFlow([
      q(1, 'more', { type: 'options', options: [{ label: 'No', value: 'no', nextComponent: 3 }, { label: 'Yes', value: 'yes', nextComponent: 2 }] }, { title: 'Share more?' }),
      ssn(2), income(3), address(4), value(5), amount(6),
    ]);
    expect(brief(branching, 'trid-application')).toEqual([['trid-application', 'warning', '/questions/5']]);
    // The SSN and the address sit on different branches: no path collects both.
    const apart = makeFlow([
      income(1),
      q(2, 'which', { type: 'options', options: [{ label: 'A', value: 'a', nextComponent: 3 }, { label: 'B', value: 'b', nextComponent: 4 }] }, { title: 'Which?' }),
      q(3, 'ssn', {}, { title: 'What is your Social Security number?', nextComponent: 5 }),
      address(4), value(5), amount(6),
    ]);
    expect(of(apart, 'trid-application')).toEqual([]);
  });

  it('a ZIP code alone is not a property address', () => {
    expect(of(makeFlow([income(1), ssn(2), zip(3), value(4), amount(5)]), 'trid-application')).toEqual([]);
  });

  it('with a truncated enumeration, checks the questions on completing paths together', () => {
    const flow = makeFlow([
      q(1, 'more', { type: 'options', options: [{ label: 'No', value: 'no', nextComponent: 3 }, { label: 'Yes', value: 'yes', nextComponent: 2 }] }, { title: 'Share more?' }),
      ssn(2), income(3), address(4), value(5), amount(6),
    ]);
    const found = of(flow, 'trid-application', { maxPaths: 1 });
    expect(found.map((f) => [f.severity, f.path])).toEqual([['warning', '']]);
    expect(found[0]!.message).toContain(MESSAGE);
    expect(brief(makeFlow([income(1), ssn(2), zip(3), value(4), amount(5)]), 'trid-application', { maxPaths: 1 })).toEqual([]);
  });

  it('warns on a shipped flow that adds an SSN and a property address', () => {
    const flow = loadFlow('cashOut');
    const last = flow.questions.length - 1;
    flow.questions[last] = address(flow.questions[last]!.component);
    flow.questions.push(ssn(flow.questions[last]!.component + 1));
    const found = of(flow, 'trid-application');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((f) => f.severity === 'warning' && f.message.includes(MESSAGE))).toBe(true);
    expect(found.map((f) => f.path)).toContain(`/questions/${last + 1}`);
  });
});

describe('the shipped flows', () => {
  it('produce no lending-compliance finding', () => {
    const flows = shippedFlows();
    expect(flows.map((flow) => flow.id).sort()).toEqual([...SHIPPED_FLOW_IDS].sort());
    for (const flow of flows) {
      expect(lintFlow(flow).findings.filter((f) => LENDING_RULES.includes(f.rule)), flow.id).toEqual([]);
    }
  });
});
