import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOAN_TYPES, optionLabel, type LoanType, type Question } from '../../engine';
import { openPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { CONTACT, expectHeading, flowFile, open, useFunnelSite, walkFlow } from './funnels-support';
import { fillPurchase } from './brokered-rate-support';
import { codeInServerLog, field, openForm } from './forms-support';
import { describeTargets, MIN_TARGET_PX, sidewaysOverflow, smallTapTargets } from './tap-targets-support';

/**
 * On a phone (390 × 844), every control a visitor taps on the funnels and the lead forms is at least
 * 44 × 44 px (how targets are found and measured, labels and inline links included, is written at
 * smallTapTargets), every label toggles its control, and each screen stays axe clean without scrolling
 * sideways.
 */
const { server, browser } = useFunnelSite();
const PHONE = { width: 390, height: 844 };

/** Waits for the screen's transitions and slides to end (endless ones, such as a spinner, aside). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));

/**
 * A walk over screens: `check(label)` records the screen's small targets and sideways scroll, and with
 * `axe` its serious accessibility findings. `problems()` lists each finding once, with the screens it was
 * seen on (a header's logo would otherwise be listed for every question).
 */
function screenAudit(page: Page) {
  const found = new Map<string, string[]>();
  const checked: string[] = [];
  const note = (finding: string, screen: string) => found.set(finding, [...(found.get(finding) ?? []), screen]);
  const check = async (label: string, { axe = false } = {}) => {
    await settled(page);
    checked.push(label);
    for (const line of describeTargets(await smallTapTargets(page))) note(line, label);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) note(`scrolls sideways by ${overflow}px`, label);
    if (axe) for (const violation of await seriousAxeViolations(page)) note(`axe ${violation}`, label);
  };
  const problems = () =>
    [...found].map(([finding, screens]) => `${finding} — on ${screens.slice(0, 2).join(', ')}${screens.length > 2 ? ` and ${screens.length - 2} more` : ''}`);
  return { problems, checked, check };
}

/** The kinds of question screen a funnel has: its question types, with yes/no options apart from other options. */
const kindOf = (question: Question) => {
  const labels = (question.questionData.options ?? []).map(optionLabel);
  return question.questionData.type === 'options' && labels.join('/') === 'Yes/No' ? 'yes/no' : question.questionData.type;
};

/** Clicks a label's own words (not the control's box) and expects the control's state to change. */
async function clickWords(words: Locator, state: () => Promise<unknown>): Promise<void> {
  const before = await state();
  await words.click();
  await expect.poll(state).not.toEqual(before);
}

async function fillContact(page: Page, [name, email, phone]: readonly string[]) {
  await page.getByLabel(name!).fill(CONTACT.fullName);
  await page.getByLabel(email!).fill(CONTACT.email);
  await page.getByLabel(phone!).fill(CONTACT.phone);
}

const FUNNELS = [
  { name: 'quote', path: '/quote-landing', flowOf: (type: LoanType) => flowFile(type), contactLabels: ['Full name', 'Email address', 'Phone number'], submit: 'Get My Quote', resume: 'Continue' },
  {
    name: 'vetlife',
    path: '/quote-landing-vetlife',
    flowOf: (type: LoanType) => flowFile(`vetlife-${type}`),
    contactLabels: ['What Is Your Full Name?', 'What Is Your Email Address?', 'What Is Your Phone Number?'],
    submit: 'Continue',
    resume: 'Restore My Progress',
  },
] as const;

describe.each(FUNNELS)('the $name funnel on a phone', (funnel) => {
  it('the chooser, every question of every loan type, the contact step, the thank-you and saved progress', async () => {
    const { page, context } = await openPage(browser, PHONE);
    const { problems, checked, check } = screenAudit(page);
    const kinds = new Set<string>();
    await open(page, server.baseUrl + funnel.path);
    await check('chooser', { axe: true });
    for (const loanType of LOAN_TYPES) {
      await open(page, `${server.baseUrl}${funnel.path}?type=${loanType}`);
      const flow = funnel.flowOf(loanType);
      await walkFlow(page, flow, loanType, {
        onQuestion: async (question) => {
          const kind = kindOf(question);
          await check(`${loanType} "${question.title}" (${kind})`, { axe: !kinds.has(kind) });
          kinds.add(kind);
          if (kind === 'multiselect') {
            // Each option's words toggle its box, on and off again.
            for (const option of (question.questionData.options ?? []).map(optionLabel)) {
              const box = page.getByRole('checkbox', { name: option, exact: true });
              await clickWords(page.getByText(option, { exact: true }), () => box.isChecked());
              await clickWords(page.getByText(option, { exact: true }), () => box.isChecked());
            }
          }
        },
      });
      // Each field left empty: the contact step with its messages.
      for (const label of funnel.contactLabels) await page.getByLabel(label).focus();
      await page.locator('h1').first().focus();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(3);
      await check(`${loanType} contact`, { axe: loanType === 'purchase' });
      if (loanType === 'purchase') {
        await fillContact(page, funnel.contactLabels);
        await page.getByRole('button', { name: funnel.submit }).click();
        await expectHeading(page, 'Thank You!');
        await check('thank-you', { axe: true });
      }
    }
    // The cash-out walk kept: the chooser offers it, and its contact step comes back filled in.
    await fillContact(page, funnel.contactLabels);
    await page.waitForTimeout(150);
    await open(page, server.baseUrl + funnel.path);
    await page.getByRole('button', { name: funnel.resume }).waitFor();
    await check('chooser with saved progress', { axe: true });
    await open(page, `${server.baseUrl}${funnel.path}?type=cashOut`);
    await page.getByRole('button', { name: 'Clear and start fresh' }).waitFor();
    await check('contact filled from saved progress', { axe: true });
    expect([...kinds].sort()).toEqual(['currency', 'dropdown', 'multiselect', 'options', 'slider', 'text', 'yes/no', 'zipcode']);
    expect(checked.length).toBeGreaterThan(20);
    expect(problems(), problems().join('\n')).toEqual([]);
    await context.close();
  }, 240_000);
});

/** The flat forms' helpers: the precompiled validator marks the form ready; the local human check is one click. */
const openFormOnPhone = (path: string) => openForm(browser, server.baseUrl + path, PHONE);
const humanCheck = (scope: Page | Locator) => scope.getByRole('checkbox', { name: 'Verify you are human' }).first();
async function passHumanCheck(scope: Page | Locator) {
  if ((await humanCheck(scope).getAttribute('aria-checked')) !== 'true') await humanCheck(scope).click();
  await expect.poll(() => humanCheck(scope).getAttribute('aria-checked')).toBe('true');
}


describe('the flat forms on a phone', () => {
  it('brokered rate: each loan type, its messages, the phone-verification dialog and the confirmation', async () => {
    const { page, context } = await openFormOnPhone('/get-brokered-rate/');
    const { problems, check } = screenAudit(page);
    for (const [label, loanType] of [['Purchase a home', 'purchase'], ['Refinance', 'refinance'], ['Take cash out', 'cashOut']] as const) {
      await field(page, 'What are you looking to do?').selectOption({ label });
      await check(`form (${loanType})`, { axe: loanType === 'purchase' });
    }
    await field(page, 'What are you looking to do?').selectOption({ label: 'Purchase a home' });
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Verify Phone & Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' }).waitFor();
    await check('form with messages', { axe: true });

    const phone = `313${String(2_000_000 + (Date.now() % 7_000_000))}`;
    await fillPurchase(page, phone);
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Verify Phone & Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'One Last Step!' });
    await dialog.waitFor();
    await check('verification dialog', { axe: true });
    await passHumanCheck(dialog);
    await dialog.getByRole('button', { name: 'Text me a code' }).click();
    await dialog.getByText('Verification code sent to your phone').waitFor();
    await check('verification dialog with the code', { axe: true });
    await dialog.getByLabel('Verification code').fill(await codeInServerLog(server, phone, /verification code is (\d{6})/));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Your request is in' }).waitFor();
    await page.getByRole('heading', { name: 'Who will call you' }).waitFor();
    await check('confirmation', { axe: true });
    expect(problems(), problems().join('\n')).toEqual([]);
    await context.close();
  }, 120_000);

  /** Audits a form on a phone, then with the messages a submit of it empty shows (`firstError` among them). */
  async function auditFormAndItsMessages(path: string, submit: string, firstError: string) {
    const opened = await openFormOnPhone(path);
    const audit = screenAudit(opened.page);
    await audit.check('form', { axe: true });
    await passHumanCheck(opened.page);
    await opened.page.getByRole('button', { name: submit }).click();
    await expect.poll(() => opened.page.locator(`#${firstError}__error`).count()).toBe(1);
    await audit.check('form with messages', { axe: true });
    return { ...opened, ...audit };
  }

  it('hiring: the application and its messages', async () => {
    const { context, problems } = await auditFormAndItsMessages('/opportunities', 'Submit Application', 'hiring_firstName');
    expect(problems(), problems().join('\n')).toEqual([]);
    await context.close();
  });

  it('information removal: the request, its messages, the next steps and the e-mailed link’s page', async () => {
    const { page, context, problems, check } = await auditFormAndItsMessages('/information-removal', 'Submit Request', 'information-removal_name');
    await field(page, 'Full Name').fill('Jo Anne Smith');
    await field(page, 'Email').fill('jo.smith@example.com');
    await field(page, 'Phone Number').fill('2485550177');
    await page.getByLabel(/^I confirm/).check();
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await check('next steps', { axe: true });
    await open(page, `${server.baseUrl}/information-removal/confirm?request=00000000-0000-4000-8000-000000000000&token=${'a'.repeat(43)}`);
    await check('the e-mailed link’s page', { axe: true });
    expect(problems(), problems().join('\n')).toEqual([]);
    await context.close();
  });
});

describe('labels toggle their controls', () => {
  it('the human check starts from its words', async () => {
    const { page, context } = await openFormOnPhone('/opportunities');
    await clickWords(page.getByText('Verify you are human', { exact: true }), () => humanCheck(page).getAttribute('aria-checked'));
    expect(await humanCheck(page).getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('the brokered-rate consent box and the realtor Yes / No follow their words', async () => {
    const { page, context } = await openFormOnPhone('/get-brokered-rate/?loanType=purchase');
    const consent = page.getByRole('checkbox', { name: /^Yes, text me about my rate request/ });
    const words = page.getByText(/^Yes, text me about my rate request/);
    await clickWords(words, () => consent.isChecked());
    expect(await consent.isChecked()).toBe(true);
    await clickWords(words, () => consent.isChecked());
    expect(await consent.isChecked()).toBe(false);
    const realtor = page.getByRole('radiogroup', { name: 'Are you working with a realtor?' });
    for (const answer of ['No', 'Yes']) {
      await clickWords(realtor.getByText(answer, { exact: true }), () => realtor.getByRole('radio', { name: answer }).isChecked());
      expect(await realtor.getByRole('radio', { name: answer }).isChecked()).toBe(true);
    }
    await context.close();
  });

  it('the removal request’s confirmation box follows its words', async () => {
    const { page, context } = await openFormOnPhone('/information-removal');
    const box = page.getByRole('checkbox', { name: /^I confirm/ });
    await clickWords(page.getByText(/^I confirm/), () => box.isChecked());
    expect(await box.isChecked()).toBe(true);
    await clickWords(page.getByText(/^I confirm/), () => box.isChecked());
    expect(await box.isChecked()).toBe(false);
    await context.close();
  });

  it.each(FUNNELS)('$name: a Yes / No option is chosen from anywhere in its box', async (funnel) => {
    const { page, context } = await openPage(browser, PHONE);
    await open(page, `${server.baseUrl}${funnel.path}?type=purchase`);
    const flow = funnel.flowOf('purchase');
    let yesNo: Question | undefined;
    class Found extends Error {}
    await walkFlow(page, flow, 'purchase', {
      onQuestion: async (question) => {
        if (kindOf(question) !== 'yes/no') return;
        yesNo = question;
        throw new Found();
      },
    }).catch((error) => {
      if (!(error instanceof Found)) throw error;
    });
    expect(yesNo).toBeDefined();
    const no = page.getByRole('button', { name: 'No', exact: true });
    const box = (await no.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    // The far end of the option, away from its word, chooses it. The position is taken relative to the
    // button when the click happens (after Playwright has seen it stable and on top), not from the box
    // measured above: on a loaded machine the screen may still move between the two.
    await no.click({ position: { x: box.width - 6, y: box.height - 6 } });
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe(yesNo!.title);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, yesNo!.title);
    expect(await no.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('a review’s "+ More" expands it from its words, with a 44 px target and aria-expanded', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.clock.install();
    await open(page, `${server.baseUrl}/`);
    await page.clock.pauseAt(Date.now() + 1_000);
    const card = page.locator('section[aria-roledescription="carousel"]').filter({ has: page.locator('#reviews-heading') }).locator('[data-slide="1"]');
    await card.scrollIntoViewIfNeeded();
    const toggle = card.getByRole('button', { name: '+ More' });
    const box = (await toggle.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await clickWords(card.getByText('+ More', { exact: true }), () => card.locator('[aria-expanded]').getAttribute('aria-expanded'));
    expect(await card.getByRole('button', { name: '- Less' }).getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});

describe('how targets are measured', () => {
  it('reports small controls and labels, exempts links in a sentence and labels of big controls, and measures range thumbs by where taps land', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.setContent(`
      <style>
        body { margin: 8px; font: 16px/20px sans-serif; }
        .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
        .track { position: relative; height: 48px; width: 300px; }
        .track input { position: absolute; inset: 0; margin: 0; width: 100%; height: 48px; appearance: none; background: transparent; pointer-events: none; }
        .track input::-webkit-slider-thumb { appearance: none; pointer-events: auto; border-radius: 0; background: #123; }
        .small-thumbs input::-webkit-slider-thumb { width: 20px; height: 20px; }
        .big-thumbs input::-webkit-slider-thumb { width: 44px; height: 44px; }
      </style>
      <p>Read our <a href="/privacy">privacy policy</a> first.</p>
      <p><a href="/a">Link A</a> · <a href="/b">Link B</a></p>
      <div style="display: flex"><span>Call us</span><a href="/c">Flex link</a></div>
      <button style="width: 44px; height: 44px">Big button</button>
      <button style="width: 90px; height: 30px">Short button</button>
      <div role="button" tabindex="0" style="width: 30px; height: 50px">Narrow role</div>
      <label style="display: flex; min-height: 44px; align-items: center"><input type="checkbox">Big label</label>
      <input type="checkbox" id="small-box"><label for="small-box">Small label</label>
      <input type="radio" id="drawn" class="hidden"><label for="drawn" style="display: inline-block; height: 30px; width: 120px">Drawn radio</label>
      <label for="big-field">Field label</label><input id="big-field" style="height: 44px; width: 200px; box-sizing: border-box">
      <div class="track small-thumbs"><input type="range" aria-label="Small low" value="10"><input type="range" aria-label="Small high" value="90"></div>
      <div class="track big-thumbs"><input type="range" aria-label="Big low" value="48"><input type="range" aria-label="Big high" value="52"></div>
      <a href="/gone" style="display: none">Hidden link</a>
    `);
    const small = await smallTapTargets(page);
    const byText = new Map(small.map((target) => [target.text, target]));
    expect([...byText.keys()].sort()).toEqual(['Drawn radio', 'Flex link', 'Link A', 'Link B', 'Narrow role', 'Short button', 'Small high', 'Small label', 'Small low']);
    expect(byText.get('Short button')).toEqual({ selector: 'body > button:nth-of-type(2)', text: 'Short button', width: 90, height: 30 });
    expect(byText.get('Narrow role')).toMatchObject({ width: 30, height: 50 });
    // The label of a radio hidden visually is what is tapped, and is measured.
    expect(byText.get('Drawn radio')).toMatchObject({ width: 120, height: 30 });
    // A thumb is 20 px each way; the track's input is 300 × 48.
    for (const end of ['Small low', 'Small high']) {
      expect(Math.abs(byText.get(end)!.width - 20), end).toBeLessThanOrEqual(1);
      expect(Math.abs(byText.get(end)!.height - 20), end).toBeLessThanOrEqual(1);
    }
    await context.close();
  });
});
