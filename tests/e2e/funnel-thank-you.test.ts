import { describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser } from '../support/browser';
import { expectHeading, flowFile, open, walkFlow, submitQuoteContact } from './funnels-support';
import { sharedSiteUrl } from '../support/shared-site';

/**
 * The quote funnel's last screen names who will call: the loan officer the server routed the lead to
 * (a purchase in Michigan goes to one by the sample routing), with their direct line, and still after a reload.
 */
const baseUrl = sharedSiteUrl();
const browser = useBrowser();

describe('the thank-you after a quote request', () => {
  it('names the routed loan officer with their NMLS number and direct line, what happens next and what to have ready', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    const receipts: Array<{ loanOfficer: { name: string; brokerKey: string; nmlsId: string; phoneNumber: string } | null }> = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/recordQuoteLead') && response.status() === 201) receipts.push(await response.json());
    });
    await open(page, `${baseUrl}/quote-landing?type=purchase`);
    await walkFlow(page, flowFile('purchase'), 'purchase');
    await submitQuoteContact(page);
    await expectHeading(page, 'Thank You!');
    await expect.poll(() => receipts.length).toBe(1);
    const officer = receipts[0]!.loanOfficer!;
    expect(officer).not.toBeNull();

    const named = async () => {
      const section = page.getByRole('region', { name: 'Who will call you' });
      await section.getByRole('link', { name: officer.name }).waitFor();
      expect(await section.getByRole('link', { name: officer.name }).getAttribute('href')).toBe(`/agent/${officer.brokerKey}`);
      expect(await section.getByText(`NMLS #${officer.nmlsId}`).isVisible()).toBe(true);
      expect(await section.getByRole('link', { name: `Call ${officer.phoneNumber}` }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    };
    await named();
    for (const name of ['What happens next', 'What to have ready']) expect(await page.getByRole('heading', { name }).isVisible()).toBe(true);
    expect(await page.getByText(/application/i).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await expectHeading(page, 'Thank You!');
    await named();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
