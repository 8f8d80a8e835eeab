import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOAN_TYPES, STORAGE_KEYS } from '../../engine';
import { openPage } from '../support/browser';
import { CONTACT, expectHeading, flowFile, LOAN_TYPE_CHOICES, open, recordLeads, savedState, UUID, walkFlow, walkFlowTo, useFunnelSite, axeAudit, watchForButton } from './funnels-support';

/** VetLife (/quote-landing-vetlife) in Chromium, against a production server of its own. */
const { server, browser } = useFunnelSite();
const STATE_KEY = STORAGE_KEYS.vetlife.state;

async function fillContact(page: Page) {
  await page.getByLabel('What Is Your Full Name?').fill(CONTACT.fullName);
  await page.getByLabel('What Is Your Email Address?').fill(CONTACT.email);
  await page.getByLabel('What Is Your Phone Number?').fill(CONTACT.phone);
}

describe('a veteran completes VetLife', () => {
  it.each([...LOAN_TYPES])('%s: chooser, every question, Great News!, Submitting..., processing, Thank You!; the lead arrives', async (loanType) => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 375, height: 800 });
    const leads = recordLeads(page);
    // Hold the lead's answer a moment so the processing screen can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/recordWebLead/VetLife', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    await expectHeading(page, 'Thank you for your service.');
    await page.getByRole('button', { name: LOAN_TYPE_CHOICES[loanType] }).click();
    expect(new URL(page.url()).search).toBe(`?type=${loanType}`);
    const flow = flowFile(`vetlife-${loanType}`);
    const session = await walkFlow(page, flow, loanType);
    expect(new URL(page.url()).search).toBe(`?type=${loanType}`);

    for (const text of ['Last step: tell us where to reach you, and a VetLife loan officer will go over your options with you.', '100% FREE with no obligation', 'Press Enter or click below to continue']) {
      expect(await page.getByText(text, { exact: false }).first().isVisible()).toBe(true);
    }
    expect(await page.getByLabel('What Is Your Full Name?').getAttribute('placeholder')).toBe('Your Full Name');
    expect(await page.getByLabel('What Is Your Phone Number?').getAttribute('placeholder')).toBe('123-456-7890');
    // Continue is disabled while the form is invalid.
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await fillContact(page);
    const showedSubmitting = await watchForButton(page, 'Submitting...');
    await page.getByLabel('What Is Your Phone Number?').press('Enter');
    await page.getByText('Processing your VetLife request...').waitFor();
    expect(await showedSubmitting()).toBe(true);
    release();
    await expectHeading(page, 'Thank You!');
    for (const text of ['Your VetLife request has been received.', 'A VetLife specialist will contact you within 24 hours.']) {
      expect(await page.getByText(text).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Call us at (248) 555-0142' }).getAttribute('href')).toBe('tel:+12485550142');
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    const served = await fetch(`${server.baseUrl}/api/flows/vetlife-${loanType}`);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.url).toBe('/api/recordWebLead/VetLife');
    expect(leads[0]!.key).toMatch(UUID);
    expect(leads[0]!.body).toMatchObject({
      contactInfo: { fullName: CONTACT.fullName, email: CONTACT.email, phoneNumber: CONTACT.formatted },
      loanType,
      answers: session.answers,
      phoneVerified: false,
      definitionVersion: served.headers.get('x-definition-version'),
    });
    expect(await page.evaluate(() => sessionStorage.getItem('vetlifeFormCompleted'))).toBe('true');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('VetLife progress', () => {
  it('leaving mid-flow: the chooser offers to restore (it resumes after the last answer) or to clear', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    await page.getByRole('button', { name: 'I Want To Cash Out' }).click();
    await expectHeading(page, 'What best describes your military service?');
    await page.getByRole('button', { name: 'Active duty' }).click();
    await expectHeading(page, 'Which branch of service?');
    await page.getByRole('combobox').selectOption({ label: 'Navy' });
    await expectHeading(page, 'How is the home used?');
    await savedState(page, STATE_KEY);

    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    const offer = page.getByRole('region', { name: /cash out request/ });
    await offer.waitFor();
    expect(await offer.getByText('You have answered 2 questions.').isVisible()).toBe(true);
    await offer.getByRole('button', { name: 'Restore My Progress' }).click();
    await expectHeading(page, 'How is the home used?');
    expect(new URL(page.url()).search).toBe('?type=cashOut&step=2');

    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    await offer.getByRole('button', { name: 'Clear and Start Over' }).click();
    expect(await offer.count()).toBe(0);
    expect(await savedState(page, STATE_KEY)).toBeNull();
    await context.close();
  });

  it('Back clears the answers of the question left and after it; Back at the first question resets to the chooser and clears storage', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing-vetlife?type=refinance`);
    await expectHeading(page, 'What best describes your military service?');
    await page.getByRole('button', { name: 'Veteran' }).click();
    await expectHeading(page, 'Which branch of service?');
    await page.getByRole('combobox').selectOption({ label: 'Army' });
    await expectHeading(page, 'What kind of mortgage do you have now?');
    await page.getByRole('button', { name: 'VA loan' }).click();
    await expectHeading(page, 'Have your last 12 mortgage payments been on time?');
    expect(Object.keys((await savedState(page, STATE_KEY))!.answers)).toEqual(['militaryStatus', 'serviceBranch', 'currentLoanType']);

    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'What kind of mortgage do you have now?');
    expect(new URL(page.url()).search).toBe('?type=refinance&step=2');
    await page.getByRole('button', { name: 'Yes' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Which branch of service?');
    // The question left (and everything after it) lost its answer; the one returned to keeps its own.
    expect(Object.keys((await savedState(page, STATE_KEY))!.answers)).toEqual(['militaryStatus', 'serviceBranch']);
    await page.getByRole('combobox').selectOption({ label: 'Army' });
    await expectHeading(page, 'What kind of mortgage do you have now?');
    expect(await page.getByRole('button', { name: 'VA loan' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'FHA loan' }).click();
    await expectHeading(page, 'How is the home used?');

    for (const title of ['What kind of mortgage do you have now?', 'Which branch of service?', 'What best describes your military service?']) {
      await page.getByRole('button', { name: 'Back' }).click();
      await expectHeading(page, title);
    }
    expect(new URL(page.url()).search).toBe('?type=refinance');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Thank you for your service.');
    expect(new URL(page.url()).search).toBe('');
    expect(await savedState(page, STATE_KEY)).toBeNull();
    expect(await page.getByRole('region').count()).toBe(0);
    await context.close();
  });

  it('a reload on a step honours the step; the URL omits step 0', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await open(page, `${server.baseUrl}/quote-landing-vetlife?type=purchase`);
    await expectHeading(page, 'What best describes your military service?');
    expect(new URL(page.url()).search).toBe('?type=purchase');
    await page.getByRole('button', { name: 'Surviving spouse' }).click();
    await expectHeading(page, 'Have you used your VA home loan benefit before?');
    expect(new URL(page.url()).search).toBe('?type=purchase&step=2');
    await savedState(page, STATE_KEY);
    await page.reload();
    await expectHeading(page, 'Have you used your VA home loan benefit before?');
    // A step beyond the path answered so far resumes at the first unanswered question.
    await open(page, `${server.baseUrl}/quote-landing-vetlife?type=purchase&step=12`);
    await expectHeading(page, 'Have you used your VA home loan benefit before?');
    // Another type in the URL restarts for that type.
    await open(page, `${server.baseUrl}/quote-landing-vetlife?type=refinance`);
    await expectHeading(page, 'What best describes your military service?');
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.loanType ?? null, STATE_KEY)).not.toBe('purchase');
    await context.close();
  });

  it('uses the VetLife slider (a higher-ranked renderer) and slides questions up, or down going back, over 0.3 s', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing-vetlife?type=purchase`);
    await walkFlowTo(page, flowFile('vetlife-purchase'), 'purchase', (question) => question.questionData.type === 'slider', { picks: { vaLoanUsedBefore: 'No', disabilityCompensation: 'No' } });
    expect(await page.locator('[data-renderer="vetlife-slider"]').count()).toBe(1);
    const slides = () =>
      page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          return { duration: effect.getTiming().duration, from: String(effect.getKeyframes()[0]?.transform) };
        }),
      );
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(slides).toContainEqual({ duration: 300, from: 'translateY(48px)' });
    await page.waitForTimeout(350);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(slides).toContainEqual({ duration: 300, from: 'translateY(-48px)' });
    await context.close();

    const reduced = await browser.newContext({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
    const still = await reduced.newPage();
    await open(still, `${server.baseUrl}/quote-landing-vetlife?type=cashOut`);
    await expectHeading(still, 'What best describes your military service?');
    await still.waitForTimeout(150);
    await still.getByRole('button', { name: 'Veteran' }).click();
    await expectHeading(still, 'Which branch of service?');
    expect(await still.evaluate(() => document.getAnimations().filter((a) => (a.effect as KeyframeEffect).getTiming().duration === 300).length)).toBe(0);
    await reduced.close();
  });

  it('answers after 150 ms, and choosing a type scrolls to the top after 100 ms', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 500 });
    await page.clock.install();
    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    await page.clock.pauseAt(Date.now() + 1000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'I Want To Refinance' }).click();
    await expectHeading(page, 'What best describes your military service?');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.clock.runFor(110);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Veteran' }).click();
    await page.clock.runFor(140);
    expect(await page.locator('h1').textContent()).toBe('What best describes your military service?');
    await page.clock.runFor(20);
    await expectHeading(page, 'Which branch of service?');
    await context.close();
  });
});

describe('VetLife accessibility (axe: no serious or critical violations)', () => {
  it.each([375, 1280])('chooser with the restore offer, a question of each type, contact and thank-you, at %i px', async (width) => {
    const { page, context } = await openPage(browser, { width });
    const { seen, problems, check, onQuestion } = axeAudit(page, width, 350);
    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ loanType: 'cashOut', answers: { militaryStatus: 'veteran' }, lastUpdated: Date.now(), formCompleted: false })), STATE_KEY);
    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    await page.getByRole('region', { name: /cash out request/ }).waitFor();
    await check('chooser');
    await page.getByRole('button', { name: 'Clear and Start Over' }).click();
    await page.getByRole('button', { name: 'I Want To Cash Out' }).click();
    await walkFlow(page, flowFile('vetlife-cashOut'), 'cashOut', { onQuestion });
    await page.getByLabel('What Is Your Full Name?').fill('J');
    await page.getByLabel('What Is Your Email Address?').fill('not-an-email');
    await page.getByLabel('What Is Your Full Name?').focus();
    await check('contact with a message');
    await open(page, `${server.baseUrl}/quote-landing-vetlife?type=purchase`);
    await walkFlow(page, flowFile('vetlife-purchase'), 'purchase', { onQuestion });
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Thank You!');
    await check('thank-you');
    expect([...seen].sort()).toEqual(['currency', 'dropdown', 'multiselect', 'options', 'slider', 'text', 'zipcode']);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
