import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { CONTACT, expectHeading, flowFile, open, outbox, recordLeads, UUID, walkFlow, useFunnelSite, submitQuoteContact } from './funnels-support';

/**
 * Nothing is lost when the lead call fails: when the server did not acknowledge the lead (network, 5xx,
 * timeout) the thank-you screen shows, the lead stays in the local outbox and is sent again with the same
 * Idempotency-Key on the next page load until the server acknowledges it; a refusal (4xx) is final and
 * brings the visitor back to the answers to fix.
 */
const { server, browser } = useFunnelSite();


/** Answers the purchase questionnaire, types the contact details and sends them. */
async function sendQuote(page: Page) {
  await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
  await walkFlow(page, flowFile('purchase'), 'purchase', { picks: { propertyUse: 'Second home', hasAgent: 'No', militaryService: 'No' } });
  await submitQuoteContact(page);
}

async function submitQuote(page: Page) {
  await sendQuote(page);
  await expectHeading(page, 'Thank You!');
}

describe('the lead outbox', () => {
  it('server down: thank-you anyway; after the server is back, the next page load delivers the lead with the same key', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 375 });
    const leads = recordLeads(page);
    const down = '**/api/recordQuoteLead';
    await page.route(down, (route) => route.abort('connectionrefused'));
    await submitQuote(page);
    const queued = await outbox(page);
    expect(queued).toMatchObject([{ url: '/api/recordQuoteLead', attempts: 1 }]);
    expect(queued[0]!.id).toMatch(UUID);
    expect(leads.map((lead) => lead.key)).toEqual([queued[0]!.id]);

    // The server comes back; any page load sends the queued lead.
    await page.unroute(down);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/recordQuoteLead'));
    await open(page, `${server.baseUrl}/`);
    expect((await answered).status()).toBe(201);
    expect(leads.map((lead) => lead.key)).toEqual([queued[0]!.id, queued[0]!.id]);
    expect(leads[1]!.body).toEqual(leads[0]!.body);
    await expect.poll(() => outbox(page)).toEqual([]);

    // Delivered: later page loads send nothing, and the server kept one lead for the key.
    await open(page, `${server.baseUrl}/quote-landing`);
    await page.waitForTimeout(300);
    expect(leads).toHaveLength(2);
    const again = await fetch(`${server.baseUrl}/api/recordQuoteLead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': queued[0]!.id },
      body: JSON.stringify(leads[0]!.body),
    });
    // The repeated key is answered from the server's record (the contract says 200; the server replays the first status).
    expect([200, 201]).toContain(again.status);
    expect(await again.json()).toHaveProperty('id');
    expect(consoleErrors.filter((line) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(line))).toEqual([]);
    await context.close();
  });

  it('a 503 (or a timeout-like 5xx) keeps the lead; a later load delivers it with the same key', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    const leads = recordLeads(page);
    await page.route('**/api/recordQuoteLead', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' }));
    await submitQuote(page);
    const [entry] = await outbox(page);
    expect(entry).toBeDefined();
    // Still down on the next load: kept, one more attempt, same key.
    await open(page, `${server.baseUrl}/agents`);
    await expect.poll(async () => (await outbox(page))[0]?.attempts).toBe(2);
    await page.unroute('**/api/recordQuoteLead');
    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    await expect.poll(() => outbox(page)).toEqual([]);
    expect(leads.map((lead) => lead.key)).toEqual([entry!.id, entry!.id, entry!.id]);
    await context.close();
  });

  it('a 422 answer is final: no thank-you, the visitor is asked again, and the refused lead is never resent', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const leads = recordLeads(page);
    await page.route('**/api/recordQuoteLead', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: { code: 'validation_failed', message: 'Invalid', fields: { zipCode: 'ZIP code must be 5 digits' } } }) }),
    );
    await sendQuote(page);
    await page.getByText('ZIP code must be 5 digits').waitFor();
    expect(await page.getByRole('heading', { name: 'Thank You!' }).count()).toBe(0);
    expect(await outbox(page)).toEqual([]);
    await page.unroute('**/api/recordQuoteLead');
    await open(page, `${server.baseUrl}/`);
    await open(page, `${server.baseUrl}/quote-landing`);
    await page.waitForTimeout(300);
    expect(leads).toHaveLength(1);
    await context.close();
  });

  it('a VetLife lead is queued and delivered the same way', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const leads = recordLeads(page);
    await page.route('**/api/recordWebLead/VetLife', (route) => route.abort('timedout'));
    await open(page, `${server.baseUrl}/quote-landing-vetlife?type=cashOut`);
    await walkFlow(page, flowFile('vetlife-cashOut'), 'cashOut', { picks: { hasMortgage: 'No', disabilityCompensation: 'No' } });
    await page.getByLabel('What Is Your Full Name?').fill(CONTACT.fullName);
    await page.getByLabel('What Is Your Email Address?').fill(CONTACT.email);
    await page.getByLabel('What Is Your Phone Number?').fill(CONTACT.phone);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Thank You!');
    const [entry] = await outbox(page);
    expect(entry).toMatchObject({ url: '/api/recordWebLead/VetLife' });
    await page.unroute('**/api/recordWebLead/VetLife');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/recordWebLead/VetLife'));
    await page.reload();
    expect((await answered).status()).toBe(201);
    expect(leads.map((lead) => lead.key)).toEqual([entry!.id, entry!.id]);
    await context.close();
  });
});
