import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { enumLabels } from '../../app/domain/forms/form-texts';
import { localizeForm } from '../../app/domain/forms/localize-form';
import type { FormDefinition } from '../../app/domain/forms/form-types';
import { distinctPdf } from '../support/resume-fixtures';
import { field, freshPhone, openForm, passHumanCheck, useFormsSite } from './forms-support';

/**
 * The four flat forms completed in Spanish in Chromium: the brokered rate and its veterans' variant (phone
 * verified in the Spanish dialog, the lead sent with its language, its owner's e-mail marked Spanish), the
 * hiring application with a resume, and the information-removal request (its e-mail and text in Spanish).
 * Every Spanish text is read from the localized form definitions and the catalogs.
 */
const { server, browser } = useFormsSite({ RATE_LIMIT_WRITES_PER_MINUTE: '10000', RATE_LIMIT_CODE_SENDS_PER_HOUR: '10000' });

const readJson = <T>(file: string) => JSON.parse(readFileSync(join(projectRoot, file), 'utf8')) as T;
const catalog = (file: string) => readJson<Record<string, string>>(file);
const spanishForm = (id: string) => localizeForm(readJson<FormDefinition>(`definitions/forms/${id}.json`), 'es');

const brokeredForm = spanishForm('brokered-rate');
const hiringForm = spanishForm('hiring');
const removalForm = spanishForm('information-removal');
const humanCheckText = catalog('app/features/human-check/messages.es.json');
const dialogText = catalog('app/features/phone-verification/messages.es.json');
const formsText = catalog('app/features/forms/messages.es.json');
const rateText = catalog('app/features/brokered-rate/messages.es.json');
const rendererText = catalog('renderers/forms/messages.es.json');
const requesterText = catalog('api/delivery/requester-messages/messages.es.json');
const smsText = catalog('api/services/verification-messages/messages.es.json');

/** A field's Spanish label, as the localized form titles it (a field shown only in some cases is in a condition's branch). */
function label(form: FormDefinition, name: string): string {
  const titles: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const property = (node as { properties?: Record<string, { title?: unknown } | boolean> }).properties?.[name];
    if (typeof property === 'object' && typeof property.title === 'string') titles.push(property.title);
    Object.values(node).forEach(visit);
  };
  visit(form.schema);
  if (!titles[0]) throw new Error(`${form.id} has no title for ${name}`);
  return titles[0];
}

/** A select's option by the value it stores: its Spanish label (the select's own option values are positions). */
function optionLabel(form: FormDefinition, name: string, value: string): string {
  const values = (form.schema.properties?.[name] as { enum?: unknown[] } | undefined)?.enum ?? [];
  if (!values.includes(value)) throw new Error(`${form.id}.${name} has no option ${value}`);
  return enumLabels(form, name, values)[values.indexOf(value)]!;
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts the development outbox logged for the phone (its last 4 digits are in the log), oldest first. */
const textsTo = (phone: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"to":"***-***-${phone.slice(-4)}"`))
    .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');

/** The 6-digit code in the last text the development outbox logged for the phone (its last 4 digits are in the log). */
async function codeTextedTo(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      code = /\b(\d{6})\b/.exec(textsTo(phone).at(-1) ?? '')?.[1];
      return code;
    }, { timeout: 10_000 })
    .toBeDefined();
  return code!;
}

/** A catalog message as a pattern: `code` in its place, any number for the other placeholders. */
const messagePattern = (message: string, code: string) =>
  new RegExp(`${escaped(message).replace(/\\\{code\\\}/, code).replace(/\\\{\w+\\\}/g, '\\d+')}$`);

/** The e-mails the development transport wrote (DATA_DIR/mail/*.eml), parsed (subjects decoded, headers unfolded). */
async function mailsWritten() {
  const folder = join(server.dataDir, 'mail');
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.eml')) : [];
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(folder, file)))));
}

/** The subject of the first e-mail written that `matches`, once the outbox has sent it. */
async function mailSubject(matches: (subject: string, to: string) => boolean): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      for (const mail of await mailsWritten()) {
        const to = [mail.to ?? []].flat().map((address) => address.text).join(', ');
        if (mail.subject && matches(mail.subject, to)) found = mail.subject;
      }
      return found;
    }, { timeout: 20_000 })
    .not.toBe('');
  return found;
}

async function open(path: string) {
  const opened = await openForm(browser, server.baseUrl + path);
  expect(await opened.page.getAttribute('html', 'lang')).toBe('es');
  return opened;
}

/** Fills every field a purchase needs, with an accented name. */
async function fillRateRequest(page: Page, phone: string) {
  const f = (name: string) => field(page, label(brokeredForm, name));
  const choose = (name: string, value: string) => f(name).selectOption({ label: optionLabel(brokeredForm, name, value) });
  await f('firstName').fill('José');
  await f('lastName').fill('Núñez');
  await f('email').fill('jose.nunez@example.com');
  await f('phoneNumber').fill(phone);
  await choose('loanType', 'purchase');
  await f('streetAddress').fill('42 Harbor View Rd');
  await f('city').fill('Royal Oak');
  await choose('state', 'MI');
  await f('zipCode').fill('48067');
  await choose('primaryResidence', 'Primary Residence');
  await page.getByRole('radiogroup', { name: label(brokeredForm, 'realtor') }).getByLabel(rendererText['rjsf.NoLabel']!, { exact: true }).check();
  await f('propertyPrice').fill('450000');
  await f('downPayment').fill('90000');
  await choose('creditScore', 'Fair');
  await choose('referralSource', 'Online');
}

describe.each([
  { variant: 'brokered', path: '/es/get-brokered-rate/', heading: rateText['title.brokered']!, from: undefined },
  { variant: 'vet', path: '/es/vet-rate/start', heading: rateText['title.vet']!, from: 'veteran-life' },
])('the $variant rate form in Spanish ($path)', ({ path, heading, from }) => {
  it('is filled, the phone verified in the Spanish dialog, the Spanish confirmation shown; the lead is stored as Spanish', async () => {
    const { page, context, consoleErrors } = await open(path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    const phone = freshPhone();
    await fillRateRequest(page, phone);
    await expect.poll(() => field(page, label(brokeredForm, 'firstName')).inputValue()).toBe('José');
    await expect.poll(() => field(page, label(brokeredForm, 'lastName')).inputValue()).toBe('Núñez');
    const leads: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/recordBrokerLead')) leads.push(request.postDataJSON());
    });

    await passHumanCheck(page, humanCheckText.label);
    await page.getByRole('button', { name: brokeredForm.messages.form.verifySubmit }).click();
    const dialog = page.getByRole('dialog', { name: dialogText.title });
    await dialog.waitFor();
    const check = dialog.getByRole('checkbox', { name: humanCheckText.label });
    await check.click();
    await expect.poll(() => check.getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: dialogText.sendCode, exact: true }).click();
    await dialog.getByText(dialogText.codeSent!).waitFor();
    const code = await codeTextedTo(phone);
    expect(textsTo(phone).at(-1)).toMatch(messagePattern(smsText.sms!, code));
    await dialog.getByLabel(dialogText.codeLabel!).fill(code);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/recordBrokerLead');
    await dialog.getByRole('button', { name: dialogText.verify, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const answer = await answered;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: string };

    await page.getByRole('heading', { name: rateText['confirmation.heading'] }).waitFor();
    await page.getByText(brokeredForm.messages.form.success, { exact: true }).waitFor();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      firstName: 'José',
      lastName: 'Núñez',
      phoneNumber: phone,
      loanType: 'purchase',
      state: 'MI',
      phoneVerified: true,
      language: 'es',
      ...(from ? { from } : {}),
    });

    const subject = await mailSubject((text) => text.endsWith(`lead ${id}`));
    expect(subject).toContain('(Spanish)');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the hiring application in Spanish (/es/opportunities)', () => {
  it('is filled with a resume and sent, and the Spanish thank-you replaces the button', async () => {
    const { page, context, consoleErrors } = await open('/es/opportunities');
    const f = (name: string) => field(page, label(hiringForm, name));
    await f('firstName').fill('María');
    await f('lastName').fill('Peña');
    await f('email').fill('maria.pena@example.com');
    await f('phone').fill(freshPhone());
    await f('position').fill('Oficial de préstamos');
    await page.getByLabel(new RegExp(`^${escaped(label(hiringForm, 'resume'))}`)).setInputFiles({ name: 'curriculum.pdf', mimeType: 'application/pdf', buffer: distinctPdf() });
    await passHumanCheck(page, humanCheckText.label);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/apply');
    await page.getByRole('button', { name: hiringForm.messages.form.submit }).click();
    expect((await answered).ok()).toBe(true);
    await page.getByText(hiringForm.messages.form.success, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: hiringForm.messages.form.submit }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the information-removal request in Spanish (/es/information-removal)', () => {
  it('is sent; the e-mail and the text reach the requester in Spanish, and the texted code confirms the phone', async () => {
    const { page, context, consoleErrors } = await open('/es/information-removal');
    const phone = freshPhone();
    const email = `jose.nunez.${phone}@example.com`;
    const f = (name: string) => field(page, label(removalForm, name));
    await f('name').fill('José Núñez');
    await f('email').fill(email);
    await f('phoneNumber').fill(phone);
    await f('confirmation').check();
    await passHumanCheck(page, humanCheckText.label);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/requestRemoval');
    await page.getByRole('button', { name: removalForm.messages.form.submit }).click();
    expect((await answered).ok()).toBe(true);
    await page.getByRole('heading', { name: formsText['removal.nextStepsHeading'] }).waitFor();
    await page.getByText(removalForm.messages.form.success, { exact: true }).waitFor();

    expect(await mailSubject((_, to) => to.includes(email))).toBe(requesterText.removalSubject);
    const code = await codeTextedTo(phone);
    expect(textsTo(phone).at(-1)).toMatch(messagePattern(requesterText.removalSms!, code));
    await page.getByLabel(formsText['removal.codeLabel']!).fill(code);
    await page.getByRole('button', { name: formsText['removal.codeSubmit'] }).click();
    await page.getByText(formsText['removal.phoneConfirmed']!, { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
