import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { LOAN_TYPES, localizeFlow, type LoanType } from '../../engine';
import { openPage } from '../support/browser';
import type { ServerProcess } from '../support/server-process';
import { CONTACT, expectHeading, flowFile, open, recordLeads, walkFlow, useFunnelSite } from './funnels-support';

/**
 * The six funnels completed in Spanish in Chromium: every question and option in the flow's Spanish, the
 * contact step, the thank-you; the lead is sent with its language, and the loan officer's e-mail (written
 * by the development mail transport) says it is a Spanish lead.
 */
const { server, browser } = useFunnelSite();
const catalog = (file: string) => JSON.parse(readFileSync(join(projectRoot, file), 'utf8')) as Record<string, string>;
const funnels = catalog('app/features/funnels/messages.es.json');
const quote = catalog('app/features/quote/messages.es.json');
const vetlife = catalog('app/features/vetlife/messages.es.json');

/** The e-mail the lead's owner receives, once the outbox has sent it: its subject names the lead. */
async function ownerMailSubject(site: ServerProcess, leadId: string): Promise<string> {
  const folder = join(site.dataDir, 'mail');
  let subject = '';
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(folder);
      } catch {
        return '';
      }
      for (const file of files) {
        // A long header is folded onto indented lines: unfolded before it is read.
        const headers = readFileSync(join(folder, file), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
        const found = /^Subject: (.*lead .*)$/m.exec(headers)?.[1]?.trim();
        if (found?.endsWith(`lead ${leadId}`)) subject = found;
      }
      return subject;
    }, { timeout: 20_000 })
    .not.toBe('');
  return subject;
}

describe.each([
  { funnel: 'quote', landing: '/es/quote-landing', entry: (type: LoanType) => type as string, submit: quote['contact.submit']!, labels: quote, url: '/api/recordQuoteLead' },
  { funnel: 'VetLife', landing: '/es/quote-landing-vetlife', entry: (type: LoanType) => `vetlife-${type}`, submit: vetlife['contact.submit']!, labels: vetlife, url: '/api/recordWebLead/VetLife' },
])('the $funnel funnel in Spanish', ({ landing, entry, submit, labels, url }) => {
  it.each([...LOAN_TYPES])('%s: every question in Spanish, the contact step, the thank-you; the lead is stored as Spanish', async (loanType) => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    const leads = recordLeads(page);
    const answers: { status: number; id?: string }[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === url) answers.push({ status: response.status(), id: ((await response.json().catch(() => ({}))) as { id?: string }).id });
    });
    await open(page, `${server.baseUrl}${landing}`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('button', { name: funnels[`choice.${loanType}`] }).click();
    const flow = localizeFlow(flowFile(entry(loanType)), 'es');
    const session = await walkFlow(page, flow, loanType, { continueLabel: funnels.continue });

    await page.getByLabel(labels['contact.fullName']!).fill('José Núñez');
    await page.getByLabel(labels['contact.email']!).fill(CONTACT.email);
    await page.getByLabel(labels['contact.phoneNumber']!).fill(CONTACT.phone);
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expectHeading(page, funnels['thankYou.title']!);
    await expect.poll(() => answers.map((answer) => answer.status)).toEqual([201]);

    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toMatchObject({ loanType, answers: session.answers, contactInfo: { fullName: 'José Núñez' }, language: 'es' });
    expect(await ownerMailSubject(server, answers[0]!.id!)).toMatch(/\(Spanish\)/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
