import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import {
  answer,
  currentQuestion,
  freshSession,
  optionLabel,
  optionValue,
  sliderDefault,
  type AnswerValue,
  type Flow,
  type LoanType,
  type Question,
  type QuestionType,
  type Session,
} from '../../engine';
import type { Browser } from 'playwright-core';
import { seriousAxeViolations, useBrowser, waitForHydration } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { suiteResource } from '../support/suite-resource';

/** Helpers of the funnels' end-to-end suites (tests/e2e/funnels-*.test.ts). */

export function flowFile(entryPath: string): Flow {
  return JSON.parse(readFileSync(join(projectRoot, 'definitions/flows', `${entryPath}.json`), 'utf8')) as Flow;
}

export const CONTACT = { fullName: 'Jane Q Buyer', email: 'jane.buyer@example.com', phone: '(248) 555-0142', formatted: '248-555-0142' };

/** The button of the questionnaire's landing (and of VetLife's chooser) for each loan type. */
export const LOAN_TYPE_CHOICES: Record<LoanType, string> = { purchase: 'I Want To Buy A Home', refinance: 'I Want To Refinance', cashOut: 'I Want To Cash Out' };

/** Types the sample contact details into the quote funnel's contact step. */
export async function fillQuoteContact(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill(CONTACT.fullName);
  await page.getByLabel('Email address').fill(CONTACT.email);
  await page.getByLabel('Phone number').fill(CONTACT.phone);
}

/** Types the sample contact details into the quote funnel's contact step and sends them. */
export async function submitQuoteContact(page: Page): Promise<void> {
  await fillQuoteContact(page);
  await page.getByRole('button', { name: 'Get My Quote' }).click();
}

/** The page's one h1 reads `text` (after any advance delay). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toBe(text);
}

export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** A pick for a question: an option label (or labels for a multiselect), or a typed amount/text. */
export type Pick = string | number | string[];

/** Answers the question on screen as a visitor would, and returns the value the engine should record. */
export async function answerOnPage(page: Page, question: Question, pick?: Pick, continueLabel = 'Continue'): Promise<unknown> {
  const data = question.questionData;
  const options = data.options ?? [];
  const byLabel = (label: string) => {
    const option = options.find((o) => optionLabel(o) === label);
    if (!option) throw new Error(`no option "${label}" in "${question.title}"`);
    return option;
  };
  switch (data.type) {
    case 'options': {
      const option = byLabel(typeof pick === 'string' ? pick : optionLabel(options[0]!));
      await page.getByRole('button', { name: optionLabel(option), exact: true }).click();
      return optionValue(option);
    }
    case 'dropdown': {
      const option = byLabel(typeof pick === 'string' ? pick : optionLabel(options[0]!));
      await page.getByRole('combobox').selectOption({ label: optionLabel(option) });
      return optionValue(option);
    }
    case 'multiselect': {
      const labels = Array.isArray(pick) ? pick : [optionLabel(options[0]!)];
      for (const label of labels) await page.getByRole('checkbox', { name: label, exact: true }).check();
      await page.getByRole('button', { name: continueLabel }).click();
      return labels.map((label) => optionValue(byLabel(label)));
    }
    case 'slider':
      await page.getByRole('button', { name: continueLabel }).click();
      return sliderDefault(question);
    case 'currency': {
      const amount = typeof pick === 'number' ? pick : Math.max(data.min ?? 0, 1000) * 5;
      await page.getByRole('textbox').fill(String(amount));
      await page.getByRole('textbox').press('Enter');
      return amount;
    }
    case 'text':
    case 'zipcode': {
      const text = typeof pick === 'string' ? pick : data.type === 'zipcode' ? '48009' : 'Pat Agent';
      await page.getByRole('textbox').fill(text);
      await page.getByRole('textbox').press('Enter');
      return text;
    }
  }
}

/**
 * Walks a flow on the page from its current question to the contact step, checking each screen against
 * the engine's own walk over the same answers. Returns the engine's session (its answers are the lead's).
 */
export async function walkFlow(
  page: Page,
  flow: Flow,
  loanType: LoanType,
  options: { picks?: Record<string, Pick>; from?: Session; onQuestion?: (question: Question) => Promise<void>; continueLabel?: string } = {},
): Promise<Session> {
  let session = options.from ?? freshSession(flow, loanType);
  while (!session.completed) {
    const current = currentQuestion(flow, session)!;
    await expectHeading(page, current.question.title);
    await options.onQuestion?.(current.question);
    const value = await answerOnPage(page, current.question, options.picks?.[current.key], options.continueLabel);
    const moved = answer(flow, session, value);
    expect(moved.error).toBeUndefined();
    session = moved.session;
  }
  await expectHeading(page, flow.contact.title!);
  return session;
}

class WalkStopped extends Error {}

/** Walks a flow as walkFlow does, up to the first question `stopAt` chooses, which it leaves unanswered on screen. */
export async function walkFlowTo(page: Page, flow: Flow, loanType: LoanType, stopAt: (question: Question) => boolean, options: { picks?: Record<string, Pick> } = {}): Promise<void> {
  await walkFlow(page, flow, loanType, {
    ...options,
    onQuestion: async (question) => {
      if (stopAt(question)) throw new WalkStopped();
    },
  }).catch((error) => {
    if (!(error instanceof WalkStopped)) throw error;
  });
}

export interface LeadRequest {
  url: string;
  key: string | undefined;
  body: { contactInfo: Record<string, string>; loanType: string; answers: Record<string, AnswerValue>; definitionVersion: string; phoneVerified: boolean; timestamp: string; userAgent: string };
}

/**
 * Starts watching the page for a button that says `text`; the function returned tells whether one was
 * shown since. The page itself records it (a mutation observer), so a state that lasts a few frames, such
 * as VetLife's 150 ms 'Submitting...', is seen however slowly a loaded machine polls.
 */
export async function watchForButton(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((label) => {
    const store = window as unknown as { seenButtons?: Set<string> };
    const seen = (store.seenButtons ??= new Set());
    const look = () => {
      for (const button of document.querySelectorAll('button')) if (button.textContent?.trim() === label) seen.add(label);
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate((label) => (window as unknown as { seenButtons: Set<string> }).seenButtons.has(label), text);
}

/** Every lead POST the page makes. */
export function recordLeads(page: Page): LeadRequest[] {
  const leads: LeadRequest[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/api\/record(QuoteLead|WebLead\/VetLife)$/.test(new URL(request.url()).pathname)) {
      leads.push({ url: new URL(request.url()).pathname, key: request.headers()['idempotency-key'], body: request.postDataJSON() as LeadRequest['body'] });
    }
  });
  return leads;
}

/** The saved progress the page keeps (after the 100 ms write debounce). */
export async function savedState(page: Page, key: string): Promise<{ answers: Record<string, unknown>; navigationHistory: number[]; loanType: string; formCompleted: boolean } | null> {
  await page.waitForTimeout(150);
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
}

export async function outbox(page: Page): Promise<{ id: string; url: string; attempts: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('harborpoint.leadOutbox.v1') ?? '[]'));
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A production server of the file's own (its write limit raised so the walks are not slowed) and a
 * Chromium, for the file's tests; `server.baseUrl` is where it listens.
 */
export function useFunnelSite(): { server: ServerProcess; browser: Browser } {
  const server = suiteResource('The server', () => startServerProcess({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '1000' } }), async (process) => {
    await process.stop();
  });
  return { server, browser: useBrowser() };
}

/**
 * An accessibility walk: `check(label)` runs axe on the screen once it has settled and keeps its serious
 * findings; `onQuestion` checks the first question of each type the walk meets, and `seen` lists them.
 */
export function axeAudit(page: Page, width: number, settleMs: number) {
  const seen = new Set<QuestionType>();
  const problems: string[] = [];
  const check = async (label: string) => {
    await page.waitForTimeout(settleMs);
    for (const violation of await seriousAxeViolations(page)) problems.push(`${width}px ${label}: ${violation}`);
  };
  const onQuestion = async (question: { questionData: { type: QuestionType } }) => {
    if (seen.has(question.questionData.type)) return;
    seen.add(question.questionData.type);
    await check(question.questionData.type);
  };
  return { seen, problems, check, onQuestion };
}
