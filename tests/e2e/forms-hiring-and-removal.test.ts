import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { seriousAxeViolations, waitForHydration } from '../support/browser';
import { codeInServerLog, field, openForm, useFormsSite } from './forms-support';

/** The hiring application and the information-removal request as a visitor uses them. */
const { server, browser } = useFormsSite({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });

const resumePdf = join(projectRoot, 'tests/fixtures/uploads/resume.pdf');
const resumeDocx = join(projectRoot, 'tests/fixtures/uploads/resume.docx');

const open = (path: string, width = 1280) => openForm(browser, server.baseUrl + path, { width });
const errorOf = (page: Page, form: string, name: string) => page.locator(`#${form}_${name}__error`);

/** Holds a route's requests until released, to see the submitting state. */
function hold(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('the hiring application (/opportunities)', () => {
  const humanCheck = (page: Page) => page.getByRole('checkbox', { name: 'Verify you are human' });
  /** The local human check (the server's offline default): one click, and the submit is enabled. */
  async function passHumanCheck(page: Page) {
    await humanCheck(page).click();
    await page.locator('[role=checkbox][aria-checked=true]').waitFor();
  }

  async function fillApplicant(page: Page) {
    await field(page, 'First Name').fill('jane');
    await field(page, 'Last Name').fill('applicant');
    await field(page, 'Email').fill('jane.applicant@example.com');
    await field(page, 'Phone').fill('2485550188');
    await field(page, 'Desired Position').fill('Loan Officer');
    await field(page, 'LinkedIn Profile (optional)').fill('linkedin.com/in/jane');
  }

  it('shows the banner, the form’s messages on submit and blur, and stays accessible', async () => {
    const { page, context, consoleErrors } = await open('/opportunities');
    await expect.poll(() => page.getByRole('img', { name: 'The Harborpoint Mortgage team at work' }).isVisible()).toBe(true);
    // The submit waits for the human check.
    await expect.poll(() => page.getByRole('button', { name: 'Submit Application' }).isDisabled()).toBe(true);
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const [name, message] of [
      ['firstName', 'First Name is required'],
      ['lastName', 'Last Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone is required'],
      ['position', 'Position is required'],
      ['resume', 'Resume is required'],
    ]) {
      await expect.poll(() => errorOf(page, 'hiring', name!).textContent()).toBe(message);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('hiring_firstName');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await field(page, 'Email').fill('jane@example');
    await field(page, 'Email').blur();
    await expect.poll(() => errorOf(page, 'hiring', 'email').textContent()).toBe('Invalid email address.');
    await field(page, 'Phone').fill('248555');
    await field(page, 'Phone').blur();
    await expect.poll(() => field(page, 'Phone').inputValue()).toBe('(248) 555');
    await expect.poll(() => errorOf(page, 'hiring', 'phone').textContent()).toBe('Phone number must contain only numbers.');
    await page.getByLabel(/^Resume/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a resume') });
    await expect.poll(() => errorOf(page, 'hiring', 'resume').textContent()).toBe('Resume must be a PDF or Word document');
    await page.getByLabel(/^Resume/).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(4 * 1024 * 1024, 32) });
    await expect.poll(() => errorOf(page, 'hiring', 'resume').textContent()).toBe('Resume must be less than 4MB');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('goes idle -> submitting (disabled, spinner, Submitting...) -> submitted, the confirmation replacing the button', async () => {
    const { page, context } = await open('/opportunities');
    await fillApplicant(page);
    await expect.poll(() => field(page, 'First Name').inputValue()).toBe('Jane');
    await page.getByLabel(/^Resume/).setInputFiles(resumePdf);
    await passHumanCheck(page);
    const release = hold(page, '**/api/apply');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect.poll(() => busy.isDisabled()).toBe(true);
    await expect.poll(() => busy.locator('.animate-spin').count()).toBe(1);
    release();
    await page.getByText('Thank you! Your submission has been received!').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Submit/ }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the failure text when the server fails, logs it, and a retry succeeds', async () => {
    const { page, context, consoleErrors } = await open('/opportunities', 375);
    await fillApplicant(page);
    await page.getByLabel(/^Resume/).setInputFiles(resumeDocx);
    await passHumanCheck(page);
    await page.route('**/api/apply', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' }));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('alert').filter({ hasText: 'An error occurred while submitting the form. Please try again later.' }).waitFor();
    expect(consoleErrors.some((line) => line.includes('hiring form could not be submitted'))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.unroute('**/api/apply');
    // The token went with the failed attempt: the retry waits for a new check.
    await expect.poll(() => page.getByRole('button', { name: 'Submit Application' }).isDisabled()).toBe(true);
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Thank you! Your submission has been received!').waitFor();
    await context.close();
  });
});

describe('the information-removal request (/information-removal)', () => {
  const humanCheck = (page: Page) => page.getByRole('checkbox', { name: 'Verify you are human' });
  async function passHumanCheck(page: Page) {
    await humanCheck(page).click();
    await page.locator('[role=checkbox][aria-checked=true]').waitFor();
  }

  /** The link the server's outbox e-mailed for the request (written as .eml files in its DATA_DIR/mail), opened on this server. */
  async function linkMailedFor(id: string): Promise<string> {
    const folder = join(server.dataDir, 'mail');
    for (let attempt = 0; attempt < 100; attempt++) {
      const files = existsSync(folder) ? readdirSync(folder) : [];
      for (const file of files) {
        const mail = await simpleParser(readFileSync(join(folder, file)));
        const link = new RegExp(`https?://[^\\s]+(/information-removal/confirm\\?request=${id}&token=[A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
        if (link) return server.baseUrl + link[1];
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no confirmation link was e-mailed for ${id}`);
  }

  /** The code the development SMS outbox printed for the phone. */
  const codeTextedTo = (phone: string) => codeInServerLog(server, phone, /removal request is (\d{6})/);

  async function sendRequest(page: Page, phone: string): Promise<string> {
    await field(page, 'Full Name').fill('Jo Anne Smith-Lee');
    await field(page, 'Email').fill('jo.smith@example.com');
    await field(page, 'Phone Number').fill(phone);
    await page.getByLabel(/^I confirm/).check();
    await passHumanCheck(page);
    const answer = page.waitForResponse('**/api/requestRemoval');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    return ((await (await answer).json()) as { id: string }).id;
  }

  it('shows the form’s messages, waits for the human check, then shows the next steps with the focus on them', async () => {
    const { page, context, consoleErrors } = await open('/information-removal');
    expect(await page.getByLabel(/^I confirm/).isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Submit Request' }).isDisabled()).toBe(true);
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect.poll(() => errorOf(page, 'information-removal', 'name').textContent()).toBe('This field is required');
    await expect.poll(() => errorOf(page, 'information-removal', 'email').textContent()).toBe('This field is required');
    await expect.poll(() => errorOf(page, 'information-removal', 'phoneNumber').textContent()).toBe('This field is required');
    await expect.poll(() => errorOf(page, 'information-removal', 'confirmation').textContent()).toBe('Please confirm the removal.');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await field(page, 'Full Name').fill('Jo Smith 2nd');
    await field(page, 'Full Name').blur();
    await expect.poll(() => errorOf(page, 'information-removal', 'name').textContent()).toBe('Only letters and space are allowed');
    await field(page, 'Full Name').fill('Jo Anne Smith-Lee');
    await field(page, 'Email').fill('jo@example');
    await field(page, 'Email').blur();
    await expect.poll(() => errorOf(page, 'information-removal', 'email').textContent()).toBe('Invalid email address');
    await field(page, 'Email').fill('jo.smith@example.com');
    await field(page, 'Phone Number').fill('248555017');
    await field(page, 'Phone Number').blur();
    await expect.poll(() => errorOf(page, 'information-removal', 'phoneNumber').textContent()).toBe('Please enter a 10-digit US phone number that can receive text messages (not toll-free or premium-rate).');
    await field(page, 'Phone Number').fill('2485550177');
    await page.getByLabel(/^I confirm/).check();

    const release = hold(page, '**/api/requestRemoval');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Submitting...' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Check your e-mail');
    await page.getByText('open the link we e-mailed to you, or enter the code we texted to your phone', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Request' }).count()).toBe(0);
    expect(await page.getByLabel('Code from the text message').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('confirms the phone with the texted code typed on the page, by keyboard', async () => {
    const phone = '2485550142';
    const { page, context, consoleErrors } = await open('/information-removal', 375);
    await sendRequest(page, phone);
    const codeField = page.getByLabel('Code from the text message');
    await codeField.fill('000000' === (await codeTextedTo(phone)) ? '000001' : '000000');
    await codeField.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'That code is not correct.' }).waitFor();
    await codeField.fill(await codeTextedTo(phone));
    await codeField.press('Enter');
    await page.getByText('Thank you: your phone number is confirmed.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser logs the wrong code's 422 answer itself.
    expect(consoleErrors.filter((line) => !line.includes('422'))).toEqual([]);
    await context.close();
  });

  it('the e-mailed link opens a page that changes nothing until "Confirm my request" is pressed, and works once', async () => {
    const { page, context, consoleErrors } = await open('/information-removal');
    const id = await sendRequest(page, '2485550143');
    const link = await linkMailedFor(id);

    const confirmPage = await context.newPage();
    await confirmPage.goto(link);
    await waitForHydration(confirmPage);
    await confirmPage.getByRole('heading', { name: 'Confirm your removal request' }).waitFor();
    expect(await confirmPage.getByText(id).isVisible()).toBe(true);
    expect(await confirmPage.locator('meta[name=robots]').getAttribute('content')).toContain('noindex');
    expect(await seriousAxeViolations(confirmPage)).toEqual([]);
    await confirmPage.getByRole('button', { name: 'Confirm my request' }).click();
    await confirmPage.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    expect(await seriousAxeViolations(confirmPage)).toEqual([]);

    // The same link again: already used.
    await confirmPage.goto(link);
    await waitForHydration(confirmPage);
    await confirmPage.getByRole('button', { name: 'Confirm my request' }).click();
    await confirmPage.getByRole('alert').filter({ hasText: 'This confirmation link has expired or was already used.' }).waitFor();
    expect(consoleErrors.filter((line) => !line.includes('410'))).toEqual([]);
    await context.close();
  });

  it('shows the failure text when the server fails, and asks for the human check again', async () => {
    const { page, context } = await open('/information-removal', 375);
    await field(page, 'Full Name').fill('Jo Smith');
    await field(page, 'Email').fill('jo.smith@example.com');
    await field(page, 'Phone Number').fill('2485550177');
    await page.getByLabel(/^I confirm/).check();
    await passHumanCheck(page);
    await page.route('**/api/requestRemoval', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('alert').filter({ hasText: 'An error occurred while submitting the form. Please try again later.' }).waitFor();
    await expect.poll(() => humanCheck(page).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('button', { name: 'Submit Request' }).isDisabled()).toBe(true);
    await passHumanCheck(page);
    await expect.poll(() => page.getByRole('button', { name: 'Submit Request' }).isEnabled()).toBe(true);
    await context.close();
  });
});
