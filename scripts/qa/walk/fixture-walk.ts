import type { Page } from 'playwright-core';
import { entryPathOf, type Flow, type FixtureStep, type PathFixture } from '../../../engine';
import { answerOnPage } from './answer-on-page';
import { submitContact, type ContactDetails } from './contact-submit';
import { checkScreen, choiceLabel, describeExpectation, describeScreen, expectationOf, flowScreens, type Expectation } from './expectations';
import { headingElement, screenOf, waitForFirstScreen, waitForNextScreen, waitForRefusal, type Screen } from './funnel-screen';
import { funnelPageUrl, type WalkTarget } from './walk-target';
import type { SmsCodeSource, StepResult } from './walk-types';

export interface FixtureWalkOptions {
  page: Page;
  target: WalkTarget;
  /** The definition the site serves for the fixture's flow. */
  flow: Flow;
  fixture: PathFixture;
  /** Send the contact step of a completed flow and expect the thank-you. */
  submit: boolean;
  contact: ContactDetails;
  sms: SmsCodeSource | null;
  /** Takes the step's screenshot; returns its path relative to the report, if one was taken. */
  screenshot(step: number): Promise<string | undefined>;
}

export interface PageWalk {
  steps: StepResult[];
  failure?: { step: number; message: string };
  notes: string[];
}

const isBack = (step: FixtureStep): step is { back: true } => typeof step === 'object' && step !== null && !Array.isArray(step) && 'back' in step;
const isRefused = (step: FixtureStep): step is { value: unknown; error: string } => typeof step === 'object' && step !== null && !Array.isArray(step) && 'error' in step;

/** A Playwright error in a line: what it tried, and the control it was waiting for. */
function briefly(error: unknown): string {
  const lines = String((error as Error)?.message ?? error).split('\n');
  const waiting = lines.find((line) => /waiting for/.test(line))?.trim();
  return waiting ? `${lines[0]} (${waiting})` : lines[0]!;
}

/** Walks one fixture in a fresh page as a visitor, checking every screen; stops at the first departure. */
export async function walkFixtureInPage(options: FixtureWalkOptions): Promise<PageWalk> {
  const { page, fixture, flow } = options;
  const screens = flowScreens(flow, fixture.loanType);
  const walk: PageWalk = { steps: [], notes: [] };
  const record = async (step: number, action: string, expected: string, seen: string, note?: string) => {
    walk.steps.push({ step, action, expected, seen, outcome: 'pass', ...(note ? { note } : {}), screenshot: await options.screenshot(step) });
  };
  const stop = async (step: number, action: string, expected: string, seen: string, message: string): Promise<PageWalk> => {
    walk.steps.push({ step, action, expected, seen, outcome: 'fail', screenshot: await options.screenshot(step) });
    walk.failure = { step, message };
    return walk;
  };
  if (fixture.absent?.length) walk.notes.push(`"absent" (${fixture.absent.join(', ')}) is not checked: kept answers are not visible to a visitor`);

  const opens = entryPathOf(flow.variant, fixture.loanType);
  const url = funnelPageUrl(options.target, flow.variant, fixture.loanType);
  const opening = `opened ${new URL(url).pathname}${new URL(url).search.replace(/([?&]preview=)[^&]+/, '$1…')}`;
  if (opens !== fixture.flow) return stop(0, opening, fixture.flow, opens, `the page for ${fixture.loanType} opens the flow "${opens}", not "${fixture.flow}"`);
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
  } catch (error) {
    return stop(0, opening, describeExpectation(screens, expectationOf(fixture.expected[0])), 'no page', `the page did not load and hydrate: ${briefly(error)}`);
  }

  let position = 0;
  let on: Expectation = expectationOf(fixture.expected[0]);
  let currentKey: string | undefined;
  /** Checks the screen against the expectation; records the step, or stops the walk. */
  const arrive = async (step: number, action: string, expected: Expectation, screen: Screen, note?: string): Promise<boolean> => {
    const checked = await checkScreen(page, screens, expected, screen);
    if (!checked.ok) {
      await stop(step, action, describeExpectation(screens, expected), checked.seen, checked.message);
      return false;
    }
    on = expected;
    if (expected.kind === 'question') currentKey = expected.key;
    await record(step, action, describeExpectation(screens, expected), checked.seen, note);
    return true;
  };
  if (!(await arrive(0, opening, on, await waitForFirstScreen(page)))) return walk;

  for (const [index, given] of fixture.answers.entries()) {
    const step = index + 1;
    let action = 'looked for the question';
    try {
      if (on.kind === 'chooser') {
        // Steps after leaving the flow: the visitor picks the same loan type again, and its first question shows.
        const before = await headingElement(page);
        await page.getByRole('button', { name: choiceLabel(fixture.loanType), exact: true }).click();
        const { screen } = await waitForNextScreen(page, before);
        const first = expectationOf(screens.firstKey);
        if (!(await checkScreen(page, screens, first, screen)).ok) return stop(step, `chose "${choiceLabel(fixture.loanType)}" again`, describeExpectation(screens, first), describeScreen(screens, screen), `after the chooser, choosing "${choiceLabel(fixture.loanType)}" again shows ${describeScreen(screens, screen)}`);
        on = first;
        currentKey = screens.firstKey;
      }
      if (isBack(given)) {
        action = 'pressed Back';
        const before = await headingElement(page);
        await page.getByRole('button', { name: 'Back', exact: true }).click();
        const { moved, screen } = await waitForNextScreen(page, before);
        position += 1;
        if (position >= fixture.expected.length) return stop(step, action, 'a screen listed by the fixture', describeScreen(screens, screen), `the fixture lists no screen after going back, the page shows ${describeScreen(screens, screen)}`);
        if (!moved) return stop(step, action, describeExpectation(screens, expectationOf(fixture.expected[position])), describeScreen(screens, screen), `pressing Back did not leave ${describeScreen(screens, screen)}`);
        if (!(await arrive(step, action, expectationOf(fixture.expected[position]), screen))) return walk;
        continue;
      }
      const question = currentKey === undefined || on.kind !== 'question' ? undefined : screens.question(currentKey);
      if (!question) return stop(step, 'looked for a question to answer', 'a question', describeScreen(screens, await screenOf(page)), `the fixture answers ${JSON.stringify(isRefused(given) ? given.value : given)}, but ${describeExpectation(screens, on)} shows`);
      const before = await headingElement(page);
      if (isRefused(given)) {
        const entry = await answerOnPage(page, question, given.value, 'refuse');
        action = entry.action;
        const wanted = `the refusal "${given.error}" on ${describeExpectation(screens, on)}`;
        if (!entry.submitted) {
          const screen = await screenOf(page);
          if (screen.heading !== question.title) return stop(step, action, wanted, describeScreen(screens, screen), `the page left the question while ${action}`);
          const note = `the page does not accept this input (${entry.unheld})`;
          walk.notes.push(`step ${step}: ${note}`);
          await record(step, action, wanted, `${describeScreen(screens, screen)}, input not accepted`, note);
          continue;
        }
        const refusal = await waitForRefusal(page, before, given.error);
        const seen = describeScreen(screens, refusal.screen);
        if (refusal.moved) return stop(step, action, wanted, seen, `the page accepted it (${action}) and moved on to ${seen}; the fixture expects the refusal "${given.error}"`);
        const shown = refusal.screen.alerts.length > 0 ? refusal.screen.alerts.map((text) => `"${text}"`).join(', ') : 'no message';
        if (!refusal.shown) return stop(step, action, wanted, `${seen} with ${shown}`, `expected the refusal "${given.error}", the page shows ${shown}`);
        await record(step, action, wanted, `${seen} with "${given.error}"`);
        continue;
      }
      const entry = await answerOnPage(page, question, given, 'answer');
      action = entry.action;
      if (!entry.submitted) return stop(step, action, `a way to answer ${JSON.stringify(given)}`, describeScreen(screens, await screenOf(page)), `the page offers no way to answer ${JSON.stringify(given)}: ${entry.unheld}`);
      const { moved, screen } = await waitForNextScreen(page, before);
      position += 1;
      const next = position < fixture.expected.length ? expectationOf(fixture.expected[position]) : fixture.completed ? expectationOf(undefined) : null;
      if (!moved) {
        const why = screen.alerts.length > 0 ? `it shows ${screen.alerts.map((text) => `"${text}"`).join(', ')}` : 'nothing happened';
        return stop(step, action, next ? describeExpectation(screens, next) : 'the next screen', describeScreen(screens, screen), `the page did not move on after the visitor ${action}: ${why}`);
      }
      if (!next) return stop(step, action, 'no further screen', describeScreen(screens, screen), `the fixture lists no screen after this answer and is not completed, the page shows ${describeScreen(screens, screen)}`);
      if (!(await arrive(step, action, next, screen))) return walk;
    } catch (error) {
      return stop(step, action, describeExpectation(screens, on), describeScreen(screens, await screenOf(page).catch(() => ({ heading: null, alerts: [], busy: false, dialog: null }))), `${action}: ${briefly(error)}`);
    }
  }

  const last = fixture.answers.length;
  const seen = describeScreen(screens, await screenOf(page));
  if (position < fixture.expected.length - 1) return stop(last, 'gave the last answer', fixture.expected.slice(position + 1).join(', '), seen, `the fixture expects more screens after its last answer (${fixture.expected.slice(position + 1).join(', ')})`);
  if (fixture.completed && on.kind !== 'contact') return stop(last, 'gave the last answer', describeExpectation(screens, { kind: 'contact' }), seen, `expected the flow to complete (${describeExpectation(screens, { kind: 'contact' })}), the page shows ${seen}`);
  if (!fixture.completed || !options.submit) return walk;

  const step = last + 1;
  const action = 'filled in the contact step and sent it';
  try {
    const sent = await submitContact(page, options.contact, options.sms);
    if (!sent.ok) return stop(step, action, 'the thank-you', sent.seen, sent.problem ?? 'no thank-you');
    await record(step, sent.verified ? `${action}, verifying the phone by its texted code` : action, 'the thank-you', sent.seen);
  } catch (error) {
    return stop(step, action, 'the thank-you', seen, `${action}: ${briefly(error)}`);
  }
  return walk;
}
