import type { Page } from 'playwright-core';
import { flowIndex, type Flow, type LoanType, type Question } from '../../../engine';
import { LOAN_CHOICES } from '../../../app/features/funnels/loan-choices';
import type { Screen } from './funnel-screen';

/** What a fixture expects on screen: a question by its answer key, the loan-type chooser, or the contact step. */
export type Expectation = { kind: 'question'; key: string } | { kind: 'chooser' } | { kind: 'contact' };

export const CHOOSER_KEY = '(chooser)';

export function expectationOf(key: string | undefined): Expectation {
  if (key === undefined) return { kind: 'contact' };
  return key === CHOOSER_KEY ? { kind: 'chooser' } : { kind: 'question', key };
}

/** The served flow as a walk reads it: each answer key's question, and the contact step's title. */
export interface FlowScreens {
  flow: Flow;
  loanType: LoanType;
  question(key: string): Question | undefined;
  firstKey: string | undefined;
  contactTitle: string | undefined;
}

export function flowScreens(flow: Flow, loanType: LoanType): FlowScreens {
  const index = flowIndex(flow, loanType);
  return {
    flow,
    loanType,
    question: (key) => {
      const at = index.byKey.get(key);
      return at === undefined ? undefined : index.questions[at];
    },
    firstKey: index.keys[0],
    contactTitle: flow.contact.title,
  };
}

export function describeExpectation(screens: FlowScreens, expected: Expectation): string {
  if (expected.kind === 'chooser') return 'the loan-type chooser';
  if (expected.kind === 'contact') return screens.contactTitle ? `the contact step "${screens.contactTitle}"` : 'the contact step';
  const question = screens.question(expected.key);
  return question ? `the question "${question.title}" (${expected.key})` : `the question ${expected.key}`;
}

/** The screen as a visitor would report it: its heading, and any message announced on it. */
export function describeScreen(screens: FlowScreens, screen: Screen): string {
  if (screen.heading === null) return screen.alerts.length > 0 ? `no heading, only ${screen.alerts.map((text) => `"${text}"`).join(', ')}` : 'no heading';
  const what = screen.heading === screens.contactTitle ? ' (the contact step)' : '';
  const dialog = screen.dialog ? ` with the dialog "${screen.dialog}" open` : '';
  return `"${screen.heading}"${what}${dialog}`;
}

export function choiceLabel(loanType: LoanType): string {
  return LOAN_CHOICES.find((choice) => choice.type === loanType)?.label ?? loanType;
}

/** Whether the page shows what is expected; a failure says what it shows instead. */
export async function checkScreen(page: Page, screens: FlowScreens, expected: Expectation, screen: Screen): Promise<{ ok: true; seen: string } | { ok: false; seen: string; message: string }> {
  const seen = describeScreen(screens, screen);
  const wanted = describeExpectation(screens, expected);
  const mismatch = (message = `expected ${wanted}, the page shows ${seen}`) => ({ ok: false as const, seen, message });
  if (expected.kind === 'question') {
    const question = screens.question(expected.key);
    if (!question) return mismatch(`the fixture expects "${expected.key}", which is no question of the served flow for ${screens.loanType} (the page shows ${seen})`);
    return screen.heading === question.title ? { ok: true, seen } : mismatch();
  }
  if (expected.kind === 'chooser') {
    const choice = page.getByRole('button', { name: choiceLabel(screens.loanType), exact: true });
    return (await choice.isVisible()) ? { ok: true, seen: `${seen} (the loan-type chooser)` } : mismatch();
  }
  const titled = screens.contactTitle === undefined || screen.heading === screens.contactTitle;
  const email = page.getByRole('textbox', { name: /e-?mail/i });
  return titled && (await email.first().isVisible()) ? { ok: true, seen } : mismatch();
}
