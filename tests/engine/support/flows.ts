import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Flow, Question, QuestionData, QuestionOption } from '../../../engine/types/flow';
import type { AnswerValue } from '../../../engine/types/answers';

export const DEFINITIONS_DIR = join(import.meta.dirname, '..', '..', '..', 'definitions');
export const FLOWS_DIR = join(DEFINITIONS_DIR, 'flows');
export const SHIPPED_FLOW_IDS = ['purchase', 'refinance', 'cashOut', 'vetlife-purchase', 'vetlife-refinance', 'vetlife-cashOut'] as const;

export function loadFlow(id: string): Flow {
  return JSON.parse(readFileSync(join(FLOWS_DIR, `${id}.json`), 'utf8')) as Flow;
}

export function shippedFlows(): Flow[] {
  return readdirSync(FLOWS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(FLOWS_DIR, name), 'utf8')) as Flow);
}

/** A consent statement the linter accepts. */
export const TEST_CONSENT = 'By selecting Continue, you agree that we may call, text and e-mail you. See our [Privacy Policy](/privacy-policy).';

/** A question with sensible defaults: q(1, 'a', { type: 'text' }). */
export function q(component: number, alias: string, data: Partial<QuestionData> = {}, extra: Partial<Question> = {}): Question {
  return { title: `Question ${alias}`, component, questionData: { type: 'text', alias, ...data }, ...extra };
}

export function yesNo(noNext?: number, yesNext?: number): QuestionOption[] {
  return [
    { label: 'Yes', value: 'yes', ...(yesNext === undefined ? {} : { nextComponent: yesNext }) },
    { label: 'No', value: 'no', ...(noNext === undefined ? {} : { nextComponent: noNext }) },
  ];
}

/** A flow around a question list: questionnaire (keep-answers) unless overridden. */
export function makeFlow(questions: Question[], extra: Partial<Flow> = {}): Flow {
  return {
    id: 'test',
    version: '1.0.0',
    title: 'Test flow',
    variant: 'questionnaire',
    loanType: 'purchase',
    backPolicy: 'keep-answers',
    contact: { consent: TEST_CONSENT },
    lead: { defaultLoanType: 'purchase' },
    questions,
    ...extra,
  };
}

/** A linear flow of n text questions a0..a(n-1), components 1..n. */
export function linearFlow(n: number, extra: Partial<Flow> = {}): Flow {
  return makeFlow(Array.from({ length: n }, (_, i) => q(i + 1, `a${i}`)), extra);
}

/** A valid answer for a question, chosen by a number (for deterministic and property tests). */
export function validAnswer(question: Question, pick = 0): AnswerValue {
  const data = question.questionData;
  const options = data.options ?? [];
  const value = (i: number) => {
    const option = options[i % options.length]!;
    return typeof option === 'string' ? option : option.value;
  };
  switch (data.type) {
    case 'options':
    case 'dropdown':
      return value(pick);
    case 'multiselect':
      return [value(pick)];
    case 'slider': {
      const min = data.min ?? 200_000;
      const max = data.max ?? 1_000_000;
      return [min, Math.min(max, min + 5_000 * (1 + (pick % 10)))];
    }
    case 'currency':
      return Math.max(data.min ?? 0, 1_000) + pick * 1_000;
    case 'zipcode':
      return String(10_000 + (pick % 89_999)).padStart(5, '0');
    case 'text': {
      const format = data.format ?? (/email/i.test(question.title) ? 'email' : /phone/i.test(question.title) ? 'phone' : null);
      if (format === 'email') return `person${pick}@example.com`;
      if (format === 'phone') return '212-555-0100';
      if (format === 'zip') return '48009';
      return `Answer ${pick}`;
    }
  }
}

/**
 * Arbitrary flows for property tests. `forwardOnly` keeps every jump pointing to a later existing
 * component (a valid, acyclic flow); otherwise jumps may point anywhere, including missing components.
 */
export function arbitraryFlow(forwardOnly: boolean): fc.Arbitrary<Flow> {
  return fc.integer({ min: 1, max: 12 }).chain((n) => {
    const target = (component: number) =>
      forwardOnly
        ? component < n
          ? fc.option(fc.integer({ min: component + 1, max: n }), { nil: undefined })
          : fc.constant(undefined)
        : fc.option(fc.integer({ min: 0, max: n + 2 }), { nil: undefined });
    const question = (i: number): fc.Arbitrary<Question> => {
      const component = i + 1;
      return fc
        .record({
          type: fc.constantFrom('options', 'dropdown', 'multiselect', 'text', 'currency', 'zipcode', 'slider' as const),
          optionJumps: fc.array(target(component), { minLength: 2, maxLength: 4 }),
          dataNext: target(component),
          questionNext: target(component),
        })
        .map(({ type, optionJumps, dataNext, questionNext }) => {
          const data: QuestionData = { type, alias: `k${i}` };
          if (type === 'options' || type === 'dropdown' || type === 'multiselect') {
            data.options = optionJumps.map((jump, j) => ({ label: `Option ${j}`, value: `v${j}`, ...(jump === undefined ? {} : { nextComponent: jump }) }));
          }
          if (dataNext !== undefined) data.nextComponent = dataNext;
          const q: Question = { title: `Question ${i}`, component, questionData: data };
          if (questionNext !== undefined && (dataNext === undefined || questionNext === dataNext)) q.nextComponent = questionNext;
          return q;
        });
    };
    return fc.tuple(...Array.from({ length: n }, (_, i) => question(i))).map((questions) => makeFlow(questions));
  });
}
