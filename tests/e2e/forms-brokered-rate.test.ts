import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { fillPurchase } from './brokered-rate-support';
import { codeInServerLog, field, freshPhone, openForm, passHumanCheck, useFormsSite } from './forms-support';

/**
 * The brokered-rate form as a visitor meets it, on a server of its own (generous write
 * limits; its log prints the development outbox's codes, which is how the visitor's "phone" is read here).
 */
const { server, browser } = useFormsSite({ RATE_LIMIT_WRITES_PER_MINUTE: '10000', RATE_LIMIT_CODE_SENDS_PER_HOUR: '10000' });

/** The newest code the development outbox printed for the phone. */
const codeFromLog = (phone: string) => codeInServerLog(server, phone, /verification code is (\d{6})/);

const open = (path: string, options: { width?: number; height?: number; clock?: boolean } = {}) => openForm(browser, server.baseUrl + path, options);

/** The submit button works once the form's precompiled validator has loaded. */
const formReady = (page: Page) => page.locator('[data-validator-ready]').waitFor();

const humanCheck = (page: Page) => page.getByRole('checkbox', { name: 'Verify you are human' }).first();

/** In the One Last Step! dialog: a fresh human check, then 'Text me a code' (every send needs its own check). */
async function sendCodeFromDialog(dialog: Locator, button = 'Text me a code') {
  const check = dialog.getByRole('checkbox', { name: 'Verify you are human' });
  await check.click();
  await expect.poll(() => check.getAttribute('aria-checked')).toBe('true');
  await dialog.getByRole('button', { name: button }).click();
}

const errorOf = (page: Page, name: string) => page.locator(`#brokered-rate_${name}__error`);

/** Every lead the page sends. */
function leadsSent(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recordBrokerLead')) sent.push(request.postDataJSON());
  });
  return sent;
}

/** 'Verify Phone & Submit' on a filled form, and a code texted from the One Last Step! dialog it opens. */
async function askForCode(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Verify Phone & Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'One Last Step!' });
  await sendCodeFromDialog(dialog);
  await dialog.getByText('Verification code sent to your phone').waitFor();
  return dialog;
}

/** In the dialog: the code the log shows for the phone, then Verify, and the dialog closes. */
async function enterCode(dialog: Locator, phone: string): Promise<void> {
  await dialog.getByLabel('Verification code').fill(await codeFromLog(phone));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Fills the form for a purchase on a fresh phone, verifies it and submits; returns the leads the page sent. */
async function sendVerifiedPurchase(page: Page): Promise<Record<string, unknown>[]> {
  const sent = leadsSent(page);
  const phone = freshPhone();
  await fillPurchase(page, phone);
  await passHumanCheck(page);
  await enterCode(await askForCode(page), phone);
  await page.getByRole('heading', { name: 'Your request is in' }).waitFor();
  return sent;
}

/** The confirmation's loan officer: named, linked to their profile. */
async function expectOfficer(page: Page, name: string, brokerKey: string): Promise<void> {
  const who = page.getByRole('region', { name: 'Who will call you' });
  await who.getByRole('link', { name }).waitFor();
  expect(await who.getByRole('link', { name }).getAttribute('href')).toBe(`/agent/${brokerKey}`);
}

describe('the brokered-rate page', () => {
  it('prefills from the query, names the broker, and switches the loan-type fields', async () => {
    const { page, context, consoleErrors } = await open('/get-brokered-rate/michigan?brokerFirstName=Sarah&brokerLastName=Okafor&state=michigan&loanType=refinance&from=broker-profile');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Get a Brokered Rate');
    await expect.poll(() => page.getByText('Tell Sarah Okafor about your home and goals').count()).toBe(1);
    await expect.poll(() => field(page, 'State').locator('option:checked').textContent()).toBe('Michigan');
    await expect.poll(() => field(page, 'What are you looking to do?').locator('option:checked').textContent()).toBe('Refinance');
    await expect.poll(() => field(page, 'Estimated Property Value').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Purchase Price').count()).toBe(0);
    await expect.poll(() => page.locator('#brokered-rate_brokerFirstName').inputValue()).toBe('Sarah');
    await expect.poll(() => page.locator('#brokered-rate_from').inputValue()).toBe('broker-profile');
    // smsOptOut starts true: its consent box (the inverse) starts unticked.
    expect(await page.getByLabel(/^Yes, text me about my rate request/).isChecked()).toBe(false);

    await field(page, 'What are you looking to do?').selectOption({ label: 'Purchase a home' });
    await expect.poll(() => field(page, 'Purchase Price').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Estimated Property Value').count()).toBe(0);
    await expect.poll(() => page.getByRole('radiogroup', { name: 'Are you working with a realtor?' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Realtor Name').count()).toBe(0);
    await page.getByRole('radiogroup', { name: 'Are you working with a realtor?' }).getByLabel('Yes').check();
    await expect.poll(() => field(page, 'Realtor Name').isVisible()).toBe(true);
    await field(page, 'What are you looking to do?').selectOption({ label: 'Take cash out' });
    await expect.poll(() => field(page, 'Cash Out Amount').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('masks what the visitor types: phone, currency, percentage, capitalised names, ZIP', async () => {
    const { page, context } = await open('/get-brokered-rate/?loanType=refinance');
    const typedAndShown: Record<string, [typed: string, shown: string]> = {
      'Phone Number': ['+1 (248) 555-0142 99', '(248) 555-0142'],
      'Estimated Property Value': ['12345678901.999', '1,234,567,890.99'],
      'Current Interest Rate': ['1234.56789', '123.567'],
      'First Name': ['mary-jo 3rd', 'Mary-Jo Rd'],
      City: ['grand rapids 2', 'Grand Rapids '],
      'ZIP Code': ['480671234', '48067'],
    };
    for (const [label, [typed, shown]] of Object.entries(typedAndShown)) {
      await field(page, label).pressSequentially(typed);
      await expect.poll(() => field(page, label).inputValue()).toBe(shown);
    }
    await context.close();
  });

  it('shows errors on blur and on submit, focuses the first invalid field, and stays accessible', async () => {
    const { page, context } = await open('/get-brokered-rate/');
    await field(page, 'Email').fill('mary@example');
    await field(page, 'Email').blur();
    await expect.poll(() => errorOf(page, 'email').textContent()).toBe('Invalid email address');
    await expect.poll(() => field(page, 'Email').getAttribute('aria-describedby')).toBe('brokered-rate_email__error');
    await expect.poll(() => field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => errorOf(page, 'firstName').count()).toBe(0);

    await field(page, 'What are you looking to do?').selectOption({ label: 'Purchase a home' });
    await field(page, 'Purchase Price').fill('300000');
    await field(page, 'Down Payment').fill('300001');
    await field(page, 'Down Payment').blur();
    await expect.poll(() => errorOf(page, 'downPayment').textContent()).toBe('Value cannot be greater than the price of the property');
    await field(page, 'Preferred Call Time').fill('18:30');
    await field(page, 'Preferred Call Time').blur();
    await expect.poll(() => errorOf(page, 'appointmentTime').textContent()).toBe('Please select a time between 9 AM and 5 PM.');
    await field(page, 'ZIP Code').fill('4806');
    await field(page, 'ZIP Code').blur();
    await expect.poll(() => errorOf(page, 'zipCode').textContent()).toBe('Please enter a valid ZIP code');

    const submit = page.getByRole('button', { name: 'Verify Phone & Submit' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await passHumanCheck(page);
    await submit.click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' }).count()).toBe(1);
    await expect.poll(() => errorOf(page, 'firstName').textContent()).toBe('First name is required');
    await expect.poll(() => errorOf(page, 'phoneNumber').textContent()).toBe('Please enter a phone number');
    await expect.poll(() => errorOf(page, 'realtor').textContent()).toBe('Please tell us whether you are working with a realtor');
    await expect.poll(() => errorOf(page, 'creditScore').textContent()).toBe('Please choose your estimated credit score');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('brokered-rate_firstName');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await field(page, 'First Name').fill('Mary');
    await expect.poll(() => errorOf(page, 'firstName').count()).toBe(0);
    await context.close();
  });

  it('verifies the phone in the One Last Step! dialog, then stores the lead and shows the success message', async () => {
    const { page, context, consoleErrors } = await open('/get-brokered-rate/?brokerFirstName=Sarah&brokerLastName=Okafor&brokerEmail=sarah.okafor@harborpointmortgage.com&from=broker-profile');
    const phone = freshPhone();
    await fillPurchase(page, phone);
    await expect.poll(() => field(page, 'First Name').inputValue()).toBe('Mary-Jo');
    await passHumanCheck(page);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/recordBrokerLead')) sent.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Verify Phone & Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'One Last Step!' });
    await dialog.waitFor();
    // No code is texted before the human check is passed.
    await expect.poll(() => dialog.getByRole('button', { name: 'Text me a code' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await sendCodeFromDialog(dialog);
    await dialog.getByText('Verification code sent to your phone').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: /^Resend code in \d+s$/ }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel('Verification code').fill('123');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please enter a 6-digit verification code');
    const code = await codeFromLog(phone);
    await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Invalid verification code. Please try again.').waitFor();

    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Phone number verified successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Thank you! Your request has been received. A specialist will contact you within 24 hours.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Submit/ }).count()).toBe(0);
    // A confirmation screen replaces the form, its heading focused: who will call, what happens next, what to have ready.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your request is in');
    expect(await page.getByRole('textbox').count()).toBe(0);
    // Who will call arrives as its own chunk (fetched while the visitor filled the form), a moment after the heading.
    for (const name of ['Who will call you', 'What happens next', 'What to have ready']) await page.getByRole('heading', { name }).waitFor();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      firstName: 'Mary-Jo',
      lastName: 'St. Claire',
      phoneNumber: phone,
      smsOptOut: true,
      loanType: 'purchase',
      creditScore: 'Fair',
      propertyPrice: 450000,
      downPayment: 90000,
      realtor: false,
      appointmentTime: '10:30',
      brokerFirstName: 'Sarah',
      brokerLastName: 'Okafor',
      brokerEmail: 'sarah.okafor@harborpointmortgage.com',
      from: 'broker-profile',
      source: '/get-brokered-rate/',
      timeZone: expect.any(String),
      phoneVerified: true,
      verificationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      turnstileToken: expect.any(String),
    });
    expect(sent[0]).not.toHaveProperty('propertyValue');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("from a broker's profile: the rate link carries the broker's e-mail, and the confirmation names that broker", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Get a Brokered Rate', exact: true });
    expect(new URL((await link.getAttribute('href'))!, server.baseUrl).searchParams.get('brokerEmail')).toBe('sarah.okafor@harborpointmortgage.com');
    await link.click();
    await page.waitForURL('**/get-brokered-rate/**');
    await formReady(page);
    const sent = await sendVerifiedPurchase(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ brokerFirstName: 'Sarah', brokerLastName: 'Okafor', brokerEmail: 'sarah.okafor@harborpointmortgage.com' });
    // A Michigan purchase would go to another officer by the content's rules: the profile's broker gets it.
    await expectOfficer(page, 'Sarah Okafor', 'sarah-okafor');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("from a program page: the lead names the program, and the program's broker calls back", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/mortgage-types/reverse-mortgage`);
    await waitForHydration(page);
    await page.locator('[data-cta="primary"]').click();
    await page.waitForURL('**/get-brokered-rate/**');
    await formReady(page);
    await expect.poll(() => field(page, 'What are you looking to do?').locator('option:checked').textContent()).toBe('Take cash out');
    const sent = await sendVerifiedPurchase(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ brokerFirstName: 'Rachel', brokerLastName: 'Goldberg', program: 'reverse-mortgage' });
    await expectOfficer(page, 'Rachel Goldberg', 'rachel-goldberg');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('holds the 60 s resend cooldown, and Cancel resets the dialog', async () => {
    const { page, context } = await open('/get-brokered-rate/', { clock: true });
    const phone = freshPhone();
    await fillPurchase(page, phone);
    await passHumanCheck(page);
    const dialog = await askForCode(page);
    await expect.poll(() => dialog.getByRole('button', { name: 'Resend code in 60s' }).isDisabled()).toBe(true);
    await page.clock.runFor(30_000);
    await expect.poll(() => dialog.getByRole('button', { name: 'Resend code in 30s' }).isDisabled()).toBe(true);
    await page.clock.runFor(30_000);
    await expect.poll(() => dialog.getByRole('button', { name: 'Resend code' }).isEnabled()).toBe(true);
    // A resend asks for the human check again, with the focus on it.
    await dialog.getByRole('button', { name: 'Resend code' }).click();
    const check = dialog.getByRole('checkbox', { name: 'Verify you are human' });
    await expect.poll(() => check.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: 'Text me a new code' }).isDisabled()).toBe(true);
    // The server's own cooldown has passed on the fake clock only: its refusal is a wait, counted down like the first, not an error.
    await sendCodeFromDialog(dialog, 'Text me a new code');
    await expect.poll(() => dialog.getByRole('button', { name: /^Resend code in \d+s$/ }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);

    await dialog.getByLabel('Verification code').fill('12');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Verify Phone & Submit' }).isVisible()).toBe(true);
    // Opening again starts afresh (the human check first, no code box) but keeps counting down to the next send.
    await page.getByRole('button', { name: 'Verify Phone & Submit' }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Verification code').count()).toBe(0);
    await check.click();
    await expect.poll(() => check.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => dialog.getByRole('button', { name: /^Resend code in \d+s$/ }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await page.clock.runFor(61_000);
    await expect.poll(() => dialog.getByRole('button', { name: 'Text me a new code' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('reopened within the minute, the dialog shows the countdown to the next send, not an error', async () => {
    const { page, context } = await open('/get-brokered-rate/', { width: 390, height: 844, clock: true });
    // The hint under the human check is its rule, word for word.
    await expect.poll(() => page.getByText('Please complete the security verification', { exact: true }).first().isVisible()).toBe(true);
    await fillPurchase(page, freshPhone());
    await passHumanCheck(page);
    const dialog = await askForCode(page);
    await page.clock.runFor(20_000);
    await expect.poll(() => dialog.getByRole('button', { name: 'Resend code in 40s' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.clock.runFor(10_000);

    await page.getByRole('button', { name: 'Verify Phone & Submit' }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Resend code in 30s' }).isDisabled()).toBe(true);
    const check = dialog.getByRole('checkbox', { name: 'Verify you are human' });
    await check.click();
    await expect.poll(() => check.getAttribute('aria-checked')).toBe('true');
    await page.clock.runFor(10_000);
    await expect.poll(() => dialog.getByRole('button', { name: 'Resend code in 20s' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await dialog.getByText(/Please wait/).count()).toBe(0);
    await context.close();
  });

  it('expires the human check after 300 s with its message, and disables submit again', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await page.clock.install();
    await page.goto(`${server.baseUrl}/get-brokered-rate/`);
    await waitForHydration(page);
    const check = humanCheck(page);
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Verify Phone & Submit' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Verify Phone & Submit' }).isEnabled()).toBe(true);
    await page.clock.runFor(300_000);
    await page.getByText('Security verification expired. Please try again.').waitFor();
    await expect.poll(() => check.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => page.getByRole('button', { name: 'Verify Phone & Submit' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows the failure text when the server fails, keeps the button for a retry, and asks for the human check again', async () => {
    const { page, context } = await open('/get-brokered-rate/');
    const phone = freshPhone();
    await fillPurchase(page, phone);
    await passHumanCheck(page);
    await page.route('**/api/recordBrokerLead', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"Something went wrong on our side."}}' }));
    await enterCode(await askForCode(page), phone);
    await page.getByRole('alert').filter({ hasText: 'An error occurred while submitting the form. Please try again later.' }).waitFor();
    // Verified now: the button reads the normal submit text, and waits for a new human check.
    const submit = page.getByRole('button', { name: 'Get My Rate' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await expect.poll(() => humanCheck(page).getAttribute('aria-checked')).toBe('false');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute('**/api/recordBrokerLead');
    await passHumanCheck(page);
    await submit.click();
    await page.getByText('Thank you! Your request has been received. A specialist will contact you within 24 hours.').waitFor();
    await context.close();
  });

  it('is the same form on /vet-rate/*, titled Get a Vet Rate, its origin fixed to veteran-life', async () => {
    const { page, context } = await open('/vet-rate/start?from=google-ads&loanType=purchase');
    await expect.poll(() => page.title()).toBe('Get a Vet Rate | Harborpoint Mortgage');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Get a Vet Rate');
    await expect.poll(() => page.locator('#brokered-rate_from').inputValue()).toBe('veteran-life');
    await context.close();
  });

  it('renders without the site navigation when embedded (?ifr=true)', async () => {
    const { page, context } = await open('/get-brokered-rate/?ifr=true');
    await expect.poll(() => page.locator('header nav, footer').count()).toBe(0);
    await expect.poll(() => field(page, 'First Name').isVisible()).toBe(true);
    await context.close();
  });

  it('lays the form out in one column on a phone, and stays accessible there', async () => {
    const { page, context } = await open('/get-brokered-rate/', { width: 375 });
    const first = await field(page, 'First Name').boundingBox();
    const last = await field(page, 'Last Name').boundingBox();
    expect(last!.y).toBeGreaterThan(first!.y + first!.height);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
