import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentParts, flowIndex, type Flow } from '../../engine';
import { launchBrowser, openPage, seriousAxeViolations } from '../support/browser';
import { answerOnPage, CONTACT, expectHeading, flowFile, open, outbox, recordLeads, walkFlow } from './funnels-support';
import { sharedSiteUrl } from '../support/shared-site';

/**
 * A visitor who is thanked has a lead on file: the contact step refuses what the server would refuse,
 * a refused lead brings the visitor back to the screen the server names, a stale step never skips a
 * question, and nothing personal stays in the browser once the lead is sent.
 */
let browser: Browser;
const base = sharedSiteUrl();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FUNNELS = [
  { page: '/quote-landing', entry: (type: string) => type, submit: 'Get My Quote', labels: { fullName: 'Full name', email: 'Email address', phoneNumber: 'Phone number' } },
  { page: '/quote-landing-vetlife', entry: (type: string) => `vetlife-${type}`, submit: 'Continue', labels: { fullName: 'What Is Your Full Name?', email: 'What Is Your Email Address?', phoneNumber: 'What Is Your Phone Number?' } },
] as const;

async function fillContact(page: Page, labels: (typeof FUNNELS)[number]['labels'], phone: string = CONTACT.phone) {
  await page.getByLabel(labels.fullName).fill(CONTACT.fullName);
  await page.getByLabel(labels.email).fill(CONTACT.email);
  await page.getByLabel(labels.phoneNumber).fill(phone);
}

/** Everything the page keeps in localStorage, as one string. */
const localStorageText = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(localStorage)));

describe('no false thank-you', () => {
  it('248-155-0142 is refused at the contact step with the phone message: no lead is sent and no thank-you shows', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const leads = recordLeads(page);
    await open(page, `${base}/quote-landing?type=refinance`);
    await walkFlow(page, flowFile('refinance'), 'refinance');
    await fillContact(page, FUNNELS[0].labels, '248-155-0142');
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await expect.poll(() => page.getByText('Enter a valid US phone number.').count()).toBe(1);
    expect(await page.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
    await page.waitForTimeout(300);
    expect(leads).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Thank You!' }).count()).toBe(0);
    await context.close();
  });

  it('a 422 naming an answer keeps the visitor on that question with the server’s message; fixed, the lead is stored', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const leads = recordLeads(page);
    const flow = flowFile('purchase');
    const zip = flow.questions.find((question) => question.questionData.alias === 'zipCode')!;
    await page.route('**/api/recordQuoteLead', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: { code: 'validation_failed', message: 'Some answers are missing or not valid.', fields: { zipCode: 'We do not lend in this ZIP code yet.' } } }) }),
    );
    await open(page, `${base}/quote-landing?type=purchase`);
    await walkFlow(page, flow, 'purchase');
    await fillContact(page, FUNNELS[0].labels);
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await expectHeading(page, zip.title);
    await page.getByText('We do not lend in this ZIP code yet.').waitFor();
    expect(await page.getByRole('textbox').inputValue()).toBe('48009');
    expect(await outbox(page)).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Thank You!' }).count()).toBe(0);

    await page.unroute('**/api/recordQuoteLead');
    await answerOnPage(page, zip, '48104');
    await expectHeading(page, flow.contact.title!);
    expect(await page.getByLabel('Email address').inputValue()).toBe(CONTACT.email);
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/recordQuoteLead'));
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    expect((await stored).status()).toBe(201);
    await expectHeading(page, 'Thank You!');
    expect(leads).toHaveLength(2);
    expect(leads[1]!.body.answers.zipCode).toBe('48104');
    await context.close();
  });

  it('a 422 for a version the server no longer accepts loads the current version, keeping the answers and the contact details', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const leads = recordLeads(page);
    const flowRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/flows/vetlife-cashOut') flowRequests.push(request.url());
    });
    let refused = false;
    await page.route('**/api/recordWebLead/VetLife', async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: { code: 'definition_outdated', message: 'changed', fields: { definitionVersion: 'changed' } } }) });
    });
    const flow = flowFile('vetlife-cashOut');
    await open(page, `${base}/quote-landing-vetlife?type=cashOut`);
    await walkFlow(page, flow, 'cashOut');
    await fillContact(page, FUNNELS[1].labels);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Every answer still applies to the version now served: the contact step again, with the notice.
    await page.getByText("We've updated these questions since you started.", { exact: false }).waitFor();
    await expectHeading(page, flow.contact.title!);
    expect(flowRequests.length).toBeGreaterThanOrEqual(1);
    expect(await page.getByLabel(FUNNELS[1].labels.email).inputValue()).toBe(CONTACT.email);
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/recordWebLead/VetLife'));
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await stored).status()).toBe(201);
    await expectHeading(page, 'Thank You!');
    expect(leads).toHaveLength(2);
    expect(leads[1]!.body.answers).toEqual(leads[0]!.body.answers);
    await context.close();
  });
});

describe('a questionnaire visitor who served', () => {
  it('is offered the VetLife funnel of the same loan type, which starts with the answers already given', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const flow = flowFile('purchase');
    const branch = flow.questions.find((question) => question.offer)!;
    await open(page, `${base}/quote-landing?type=purchase`);
    let given: Record<string, unknown> = {};
    await walkFlow(page, flow, 'purchase', {
      picks: { militaryService: 'Yes' },
      onQuestion: async (question) => {
        if (question !== branch) return;
        const offer = page.getByRole('complementary', { name: branch.offer!.text });
        const link = offer.getByRole('link', { name: branch.offer!.label });
        const href = (await link.getAttribute('href'))!;
        expect(href.startsWith('/quote-landing-vetlife?type=purchase&prefill.')).toBe(true);
        given = Object.fromEntries([...new URLSearchParams(href.split('?')[1]).entries()].filter(([key]) => key.startsWith('prefill.')));
        await link.click();
        throw new Error('left for VetLife');
      },
    }).catch((error: Error) => expect(error.message).toBe('left for VetLife'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/quote-landing-vetlife');
    const vetlife = flowFile('vetlife-purchase');
    await expectHeading(page, flowIndex(vetlife, 'purchase').questions[0]!.title);
    expect(new URL(page.url()).search).not.toContain('prefill.');
    expect(given).toHaveProperty('prefill.propertyType');
    await page.waitForTimeout(150);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('harborpoint.vetlife.state.v2') ?? 'null') as { answers: Record<string, unknown> } | null);
    expect(saved?.answers.propertyType).toBe(given['prefill.propertyType']);
    await context.close();
  });
});

describe('restore never skips a question', () => {
  it('after two answers, ?step=9 opens question 3', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const flow = flowFile('purchase');
    const index = flowIndex(flow, 'purchase');
    await open(page, `${base}/quote-landing?type=purchase`);
    // The first option of each keeps to the plain path 0, 1, 2.
    for (const at of [0, 1]) {
      await expectHeading(page, index.questions[at]!.title);
      await answerOnPage(page, index.questions[at]!);
    }
    await expectHeading(page, index.questions[2]!.title);
    await page.waitForTimeout(150);
    await open(page, `${base}/quote-landing?type=purchase&step=9`);
    await expectHeading(page, index.questions[2]!.title);
    await expect.poll(() => new URL(page.url()).search).toBe('?type=purchase&step=2');
    await context.close();
  });
});

describe('consent on record, and nothing personal kept', () => {
  for (const funnel of FUNNELS) {
    for (const type of ['purchase', 'refinance', 'cashOut'] as const) {
      it(`${funnel.page}?type=${type}: the contact step shows the flow's consent statement with a link to the privacy policy`, async () => {
        const { page, context } = await openPage(browser, { width: 375 });
        const flow: Flow = flowFile(funnel.entry(type));
        await open(page, `${base}${funnel.page}?type=${type}`);
        await walkFlow(page, flow, type);
        // The statement describes the button that accepts it.
        const describedBy = await page.getByRole('button', { name: funnel.submit }).getAttribute('aria-describedby');
        const consent = page.locator(`[id="${describedBy}"]`);
        const plain = consentParts(flow.contact.consent!).map((part) => (typeof part === 'string' ? part : part.label)).join('');
        expect((await consent.textContent())?.replace(/\s+/g, ' ').trim()).toBe(plain.replace(/\s+/g, ' ').trim());
        expect(await consent.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
        await page.waitForTimeout(350); // VetLife's 0.3 s slide has ended
        expect(await seriousAxeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it('after the thank-you, localStorage holds no name, e-mail or phone, and the landing offers nothing to continue', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const leads = recordLeads(page);
    await open(page, `${base}/quote-landing?type=cashOut`);
    await walkFlow(page, flowFile('cashOut'), 'cashOut');
    await fillContact(page, FUNNELS[0].labels);
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await expectHeading(page, 'Thank You!');
    await expect.poll(() => outbox(page)).toEqual([]);
    expect(leads[0]!.body).toMatchObject({ consent: { pageUrl: expect.stringContaining('/quote-landing?type=cashOut') } });
    const stored = await localStorageText(page);
    expect(stored).not.toContain(CONTACT.email);
    expect(stored).not.toContain('555-0142');
    expect(stored).not.toContain('5550142');
    expect(stored).not.toContain(CONTACT.fullName);
    // The same session shows the thank-you on a reload; the landing offers nothing to continue.
    await page.reload();
    await expectHeading(page, 'Thank You!');
    await open(page, `${base}/quote-landing`);
    await page.waitForTimeout(300);
    expect(await page.getByText('Continue your', { exact: false }).count()).toBe(0);
    await context.close();

    // A later visit (a new browser session, same storage) starts fresh rather than thanking again.
    const later = await browser.newContext({ storageState: { cookies: [], origins: [{ origin: base, localStorage: JSON.parse(stored).map(([name, value]: [string, string]) => ({ name, value })) }] } });
    const again = await later.newPage();
    await open(again, `${base}/quote-landing?type=cashOut`);
    await expectHeading(again, flowIndex(flowFile('cashOut'), 'cashOut').questions[0]!.title);
    await later.close();
  });
});

