import { describe, expect, it } from 'vitest';
import { LOAN_TYPES, STORAGE_KEYS } from '../../engine';
import { openPage } from '../support/browser';
import { CONTACT, expectHeading, fillQuoteContact, flowFile, LOAN_TYPE_CHOICES, open, recordLeads, savedState, UUID, walkFlow, walkFlowTo, useFunnelSite, axeAudit } from './funnels-support';

/**
 * The quote questionnaire (/quote-landing) in Chromium, against a production server
 * of its own (a fresh database; a write limit that lets a suite post many leads from one address).
 */
const { server, browser } = useFunnelSite();
const STATE_KEY = STORAGE_KEYS.questionnaire.state;

describe('a visitor completes the questionnaire', () => {
  it.each([...LOAN_TYPES])('%s: landing choice, every question, contact, processing, thank-you; the lead arrives', async (loanType) => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 375, height: 800 });
    const leads = recordLeads(page);
    const leadAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/recordQuoteLead')) leadAnswers.push(response.status());
    });
    await open(page, `${server.baseUrl}/quote-landing`);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: LOAN_TYPE_CHOICES[loanType] }).click();
    const flow = flowFile(loanType);
    const offers: string[] = [];
    const session = await walkFlow(page, flow, loanType, {
      // A veteran (this walk answers Yes to military service) is offered VetLife under the branch question.
      onQuestion: async (question) => {
        if (!question.offer) return;
        const aside = page.getByRole('complementary', { name: question.offer.text });
        offers.push((await aside.getByRole('link', { name: question.offer.label }).getAttribute('href'))!);
      },
    });
    // The offer's link carries the answers given so far (VetLife starts with those it asks too).
    expect(offers).toHaveLength(1);
    expect(offers[0]!.startsWith(`/quote-landing-vetlife?type=${loanType}&prefill.`)).toBe(true);
    expect(new URLSearchParams(offers[0]!.split('?')[1]).get('prefill.militaryService')).toBe('true');
    // Replace semantics: moving through the questions added no history entry.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(new URL(page.url()).search).toBe(`?type=${loanType}`);

    await fillQuoteContact(page);
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await expectHeading(page, 'Thank You!');
    await expect.poll(() => leadAnswers).toEqual([201]);
    expect(await page.getByText('A mortgage specialist will contact you within 24 hours.').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: '(248) 555-0142', exact: true }).getAttribute('href')).toBe('tel:+12485550142');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Call (248) 555-0142' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    const served = await fetch(`${server.baseUrl}/api/flows/${loanType}`);
    expect(leads).toHaveLength(1);
    const [lead] = leads;
    expect(lead!.url).toBe('/api/recordQuoteLead');
    expect(lead!.key).toMatch(UUID);
    expect(lead!.body).toMatchObject({
      contactInfo: { fullName: CONTACT.fullName, email: CONTACT.email, phoneNumber: CONTACT.formatted },
      loanType,
      answers: session.answers,
      phoneVerified: false,
      definitionVersion: served.headers.get('x-definition-version'),
    });
    expect(Date.parse(lead!.body.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('save and resume', () => {
  it('leaving mid-flow shows the resume banner with the count; Continue resumes, Start Fresh clears', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await open(page, `${server.baseUrl}/quote-landing`);
    await page.getByRole('button', { name: 'I Want To Refinance' }).click();
    await expectHeading(page, 'What type of property is it?');
    await page.getByRole('button', { name: 'Condo', exact: true }).click();
    await expectHeading(page, 'How will the home be used?');
    await page.getByRole('button', { name: 'Primary residence' }).click();
    await expectHeading(page, "What is your home's estimated value?");
    await page.getByRole('textbox').fill('450000');
    await page.keyboard.press('Enter');
    await expectHeading(page, 'How much do you still owe on your mortgage?');
    await savedState(page, STATE_KEY);

    // Another visit, no type in the URL: the landing offers the saved progress.
    await open(page, `${server.baseUrl}/quote-landing`);
    const banner = page.getByRole('region', { name: 'Continue your refinance request?' });
    await banner.waitFor();
    expect(await banner.getByText('You have answered 3 questions.').isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'How much do you still owe on your mortgage?');
    expect(new URL(page.url()).search).toBe('?type=refinance&step=3');

    // Start Fresh forgets it.
    await open(page, `${server.baseUrl}/quote-landing`);
    await banner.getByRole('button', { name: 'Start Fresh' }).click();
    expect(await banner.count()).toBe(0);
    expect(await savedState(page, STATE_KEY)).toBeNull();
    await open(page, `${server.baseUrl}/quote-landing`);
    await expectHeading(page, 'What would you like to do?');
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('a reload on a step honours the URL’s step; a fresh visitor with a step starts at the first question', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await expectHeading(page, 'What type of property is it?');
    await page.getByRole('button', { name: 'Townhome' }).click();
    await expectHeading(page, 'How will the home be used?');
    await page.getByRole('button', { name: 'Primary residence' }).click();
    await expectHeading(page, 'Is this your first home purchase?');
    expect(new URL(page.url()).search).toBe('?type=purchase&step=2');
    await savedState(page, STATE_KEY);
    await page.reload();
    await expectHeading(page, 'Is this your first home purchase?');
    // The URL's step is honoured on the answered path: step 1 shows the second question, its answer kept.
    await open(page, `${server.baseUrl}/quote-landing?type=purchase&step=1`);
    await expectHeading(page, 'How will the home be used?');
    expect(await page.getByRole('button', { name: 'Primary residence' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();

    const fresh = await openPage(browser, { width: 375 });
    await open(fresh.page, `${server.baseUrl}/quote-landing?type=refinance&step=6`);
    await expectHeading(fresh.page, 'What type of property is it?');
    expect(new URL(fresh.page.url()).search).toBe('?type=refinance&step=0');
    await fresh.context.close();
  });

  it('going back and changing an answer discards the later answers; Back at the first question returns to the landing', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await expectHeading(page, 'What type of property is it?');
    await page.getByRole('button', { name: 'Condo', exact: true }).click();
    await expectHeading(page, 'How will the home be used?');
    await page.getByRole('button', { name: 'Primary residence' }).click();
    await expectHeading(page, 'Is this your first home purchase?');
    await page.getByRole('button', { name: 'Yes' }).click();
    await expectHeading(page, 'What price range are you shopping in?');
    expect(Object.keys((await savedState(page, STATE_KEY))!.answers)).toEqual(['propertyType', 'propertyUse', 'firstTimeBuyer']);

    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Is this your first home purchase?');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'How will the home be used?');
    // The questionnaire keeps answers while going back...
    expect((await savedState(page, STATE_KEY))!.answers).toMatchObject({ firstTimeBuyer: true });
    // ...until one is changed: every later answer goes.
    await page.getByRole('button', { name: 'Investment property' }).click();
    await expectHeading(page, 'How much monthly rent do you expect the property to earn?');
    expect((await savedState(page, STATE_KEY))!.answers).toEqual({ propertyType: 'condo', propertyUse: 'investment' });

    for (const title of ['How will the home be used?', 'What type of property is it?']) {
      await page.getByRole('button', { name: 'Back' }).click();
      await expectHeading(page, title);
    }
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'What would you like to do?');
    expect(new URL(page.url()).search).toBe('');
    // The landing offers what was kept.
    await page.getByRole('region', { name: 'Continue your purchase request?' }).waitFor();
    await context.close();
  });

  it('browser back on the thank-you screen returns to an empty contact form', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing?type=cashOut`);
    await walkFlow(page, flowFile('cashOut'), 'cashOut');
    await fillQuoteContact(page);
    await page.getByLabel('Phone number').press('Enter');
    await expectHeading(page, 'Thank You!');
    // The thank-you entry is pushed by the router's navigation, a moment after the screen shows.
    await page.waitForFunction(() => (window.history.state as { usr?: { thankYou?: boolean } } | null)?.usr?.thankYou === true);
    await page.goBack();
    await expectHeading(page, 'Almost done!');
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByLabel('Email address').inputValue()).toBe('');
    await context.close();
  });

  it('the contact step is pre-filled from saved state, with Clear and start fresh', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await walkFlow(page, flowFile('purchase'), 'purchase', { picks: { propertyUse: 'Second home', hasAgent: 'No', militaryService: 'No' } });
    await fillQuoteContact(page);
    await savedState(page, STATE_KEY);
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await expectHeading(page, 'Almost done!');
    expect(await page.getByLabel('Full name').inputValue()).toBe(CONTACT.fullName);
    expect(await page.getByLabel('Phone number').inputValue()).toBe(CONTACT.formatted);
    await page.getByText("We've pre-filled your information from your saved progress.").waitFor();
    await page.getByRole('button', { name: 'Clear and start fresh' }).click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByText("We've pre-filled your information").count()).toBe(0);
    await context.close();
  });
});

describe('the server render and the questions call', () => {
  it('renders the landing, or Loading... with the flow preloaded, and hydrates without a request or a mismatch', async () => {
    const landing = await (await fetch(`${server.baseUrl}/quote-landing`)).text();
    expect(landing).toContain('I Want To Buy A Home');
    expect(landing).toContain('logo-quote.svg');
    expect(landing).not.toContain('aria-label="Main"');
    const typed = await (await fetch(`${server.baseUrl}/quote-landing?type=refinance&step=2`)).text();
    expect(typed).toContain('Loading...');
    expect(typed).toContain('What is your current interest rate?');

    const { page, context, consoleErrors } = await openPage(browser, { width: 375 });
    const calls: string[] = [];
    page.on('request', (request) => {
      // The funnel's analytics batch is sent on its own schedule and is not a data load.
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') && path !== '/api/events') calls.push(path);
    });
    await open(page, `${server.baseUrl}/quote-landing?type=refinance`);
    await expectHeading(page, 'What type of property is it?');
    expect(calls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a failed questions call returns to the landing with the saved state cleared', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing`);
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ loanType: 'purchase', answers: { propertyType: 'condo' }, lastUpdated: Date.now(), formCompleted: false })), STATE_KEY);
    await page.route('**/api/flows/cashOut', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.getByRole('button', { name: 'I Want To Cash Out' }).click();
    await expectHeading(page, 'What would you like to do?');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), STATE_KEY)).toBeNull();
    await page.route('**/api/flows/refinance', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...flowFile('refinance'), questions: [] }) }));
    await page.getByRole('button', { name: 'I Want To Refinance' }).click();
    await expectHeading(page, 'What would you like to do?');
    await context.close();
  });
});

describe('keyboard, errors and progress', () => {
  it('Tab/arrows reach the options, Space/Enter choose, focus lands on each new heading, Enter continues', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await expectHeading(page, 'What type of property is it?');
    await page.getByRole('button', { name: 'Single-family home' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Condo');
    await page.keyboard.press('Space');
    await expectHeading(page, 'How will the home be used?');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.keyboard.press('Tab'); // from the heading to the first option
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Primary residence');
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Is this your first home purchase?');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectHeading(page, 'What price range are you shopping in?');
    // Slider: the thumbs move with the arrow keys; Enter continues.
    await page.getByRole('slider', { name: /lowest/ }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('slider', { name: /lowest/ }).getAttribute('aria-valuetext')).toBe('$405,000');
    await page.keyboard.press('Enter');
    await expectHeading(page, 'How much do you plan to put down?');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('How much do you plan to put down?');
    await context.close();
  });

  it('shows a message only after blur or Continue, with the text from the engine or the definition', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing?type=refinance`);
    await walkFlowTo(page, flowFile('refinance'), 'refinance', (question) => question.questionData.alias === 'currentBalance');
    const input = page.getByRole('textbox');
    expect(await page.getByRole('alert').count()).toBe(0);
    await input.fill('500');
    expect(await page.getByRole('alert').count()).toBe(0);
    await input.blur();
    // The definition's own message (questionData.messages.min).
    await page.getByRole('alert').filter({ hasText: 'Mortgage balance must be at least $1,000' }).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a dollar amount of up to 10 digits.' }).waitFor();
    // A cap taken from an earlier answer (the home's value, $50,000 on this walk), with the definition's message.
    await input.fill('250000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: "Your mortgage balance can't be more than your home's value ($50,000)." }).waitFor();
    await input.fill('25000');
    await input.press('Enter');
    await expectHeading(page, 'What kind of mortgage do you have now?');

    // Contact step: messages on blur.
    await context.close();
  });

  it('the contact step validates on blur and on Continue with the contact step’s messages', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await walkFlow(page, flowFile('purchase'), 'purchase', { picks: { propertyUse: 'Second home', hasAgent: 'No', militaryService: 'No' } });
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await page.getByText('Full name is required.').waitFor();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByText('Enter a valid US phone number.').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('fullName');
    await page.getByLabel('Full name').fill('x'.repeat(51));
    await page.getByLabel('Full name').blur();
    await page.getByText('Full name must be 50 characters or less.').waitFor();
    await page.getByLabel('Phone number').fill('2485550142');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('248-555-0142');
    await context.close();
  });

  it('the progress bar reports the engine’s percent and animates over 600 ms', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await expectHeading(page, 'What type of property is it?');
    const bar = page.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    await page.getByRole('button', { name: 'Condo', exact: true }).click();
    await expectHeading(page, 'How will the home be used?');
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.round(100 / 14)));
    expect(await bar.locator('div').evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.6s');
    await context.close();
  });

  it('waits 200 ms before advancing after a choice and 150 ms before going back', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await page.clock.install();
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await expectHeading(page, 'What type of property is it?');
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('button', { name: 'Condo', exact: true }).click();
    await page.clock.runFor(190);
    expect(await page.locator('h1').textContent()).toBe('What type of property is it?');
    await page.clock.runFor(20);
    await expectHeading(page, 'How will the home be used?');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(140);
    expect(await page.locator('h1').textContent()).toBe('How will the home be used?');
    await page.clock.runFor(20);
    await expectHeading(page, 'What type of property is it?');
    await context.close();
  });
});

describe('accessibility (axe: no serious or critical violations)', () => {
  it.each([375, 1280])('landing with the resume banner, a question of each type, contact and thank-you, at %i px', async (width) => {
    {
      const { page, context } = await openPage(browser, { width });
      const { seen, problems, check, onQuestion } = axeAudit(page, width, 250);
      await open(page, `${server.baseUrl}/quote-landing`);
      await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ loanType: 'cashOut', answers: { propertyType: 'condo' }, lastUpdated: Date.now(), formCompleted: false })), STATE_KEY);
      await open(page, `${server.baseUrl}/quote-landing`);
      await page.getByRole('region', { name: 'Continue your cash out request?' }).waitFor();
      await check('landing');
      await page.getByRole('button', { name: 'Start Fresh' }).click();
      await page.getByRole('button', { name: 'I Want To Cash Out' }).click();
      await walkFlow(page, flowFile('cashOut'), 'cashOut', { onQuestion });
      await page.getByRole('button', { name: 'Get My Quote' }).click();
      await check('contact with messages');
      await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
      await walkFlow(page, flowFile('purchase'), 'purchase', { onQuestion, picks: { propertyUse: 'Second home' } });
      await fillQuoteContact(page);
      await page.getByRole('button', { name: 'Get My Quote' }).click();
      await expectHeading(page, 'Thank You!');
      await check('thank-you');
      expect([...seen].sort()).toEqual(['currency', 'dropdown', 'multiselect', 'options', 'slider', 'text', 'zipcode']);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
