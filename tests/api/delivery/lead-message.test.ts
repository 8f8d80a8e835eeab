import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmlFileTransport, createSmtpTransport } from '../../../api/delivery/email-transport';
import { composeLeadEmail, formatInZone, leadWebhookBody, type LeadFacts } from '../../../api/delivery/lead-message';
import { sendWebhook, signatureHeader, SIGNATURE_HEADER } from '../../../api/delivery/webhook-sender';
import { createLogger } from '../../../api/server/logger';
import { sampleContent } from '../../support/content-fixtures';
import { createServer } from 'node:http';

const broker = sampleContent().brokers.find((candidate) => candidate.brokerKey === 'sarah-okafor')!;
const facts: LeadFacts = {
  id: 'lead-123',
  kind: 'quote',
  createdAt: new Date('2026-11-22T20:30:00Z'),
  fullName: 'Dana <b>Whitfield</b>',
  email: 'dana@example.com',
  phone: '2485550199',
  loanType: 'purchase',
  phoneVerified: true,
  language: 'en',
  answers: [
    { key: 'propertyType', question: 'What type of property are you buying?', answer: 'Single-family home' },
    { key: 'purchasePrice', question: 'What is your price range?', answer: '$350,000 – $500,000' },
  ],
};

describe('the lead e-mail', () => {
  it('names the visitor, a tap-to-call link, labelled answers and the time in the broker’s zone', () => {
    const owner = { type: 'broker' as const, broker: { ...broker, timeZone: 'America/Los_Angeles' }, reason: 'named-by-visitor' as const };
    const message = composeLeadEmail(facts, owner);
    expect(message.to).toBe(broker.email);
    expect(message.replyTo).toBe('dana@example.com');
    expect(message.subject).toBe('New purchase lead: Quote questionnaire, lead lead-123');
    expect(message.text).toContain('Name: «Dana <b>Whitfield</b>»');
    expect(message.text).toContain('Phone: (248) 555-0199 (verified by text message)');
    expect(message.text).toContain('E-mail: «dana@example.com»');
    expect(message.text).toContain('- What is your price range?: «$350,000 – $500,000»');
    expect(message.text).toContain('Sunday, November 22, 2026 at 12:30 PM PST');
    expect(message.html).toContain('href="tel:+12485550199"');
    expect(message.html).toContain('«Dana &#60;b&#62;Whitfield&#60;/b&#62;»');
    expect(message.html).not.toContain('<b>Whitfield');
    expect(message.text).not.toMatch(/propertyType:/);
  });
});

describe('the consent on record', () => {
  const consent = {
    text: 'By selecting Continue, you agree that we may call and text you about this request. See our [Privacy Policy](/privacy-policy).',
    textHash: 'sha256-abc',
    at: new Date('2026-11-22T20:29:41Z'),
    pageUrl: 'https://www.harborpointmortgage.com/quote-landing?type=purchase',
  };
  const owner = { type: 'inbox' as const, name: 'Loan desk', email: 'leads@harborpointmortgage.com', reason: 'default inbox' as const };

  it('is quoted in the e-mail: the exact text, when, on which page, and the text’s hash', () => {
    const message = composeLeadEmail({ ...facts, consent }, owner);
    expect(message.text).toContain('Consent to be contacted');
    expect(message.text).toContain(`«${consent.text}» — accepted 2026-11-22T20:29:41.000Z on «${consent.pageUrl}» (text sha256-abc)`);
    expect(message.html).toContain('Consent to be contacted');
    expect(composeLeadEmail(facts, owner).text).not.toContain('Consent to be contacted');
  });

  it('is in the webhook body, or null when the lead records none', () => {
    expect(leadWebhookBody({ ...facts, consent }, owner).lead.consent).toEqual({ text: consent.text, textHash: 'sha256-abc', at: '2026-11-22T20:29:41.000Z', pageUrl: consent.pageUrl });
    expect(leadWebhookBody(facts, owner).lead.consent).toBeNull();
  });
});

describe('the program page the visitor came from', () => {
  const owner = { type: 'broker' as const, broker, reason: 'named-by-visitor' as const };
  const program = { key: 'reverse-mortgage', name: 'Reverse Mortgage' };

  it('is a row of the e-mail, and a field of the webhook body (null without one)', () => {
    const message = composeLeadEmail({ ...facts, program }, owner);
    expect(message.text).toContain('Program page: Reverse Mortgage (/mortgage-types/reverse-mortgage)');
    expect(message.html).toContain('Reverse Mortgage (/mortgage-types/reverse-mortgage)');
    expect(composeLeadEmail(facts, owner).text).not.toContain('Program page');
    expect(leadWebhookBody({ ...facts, program }, owner).lead.program).toEqual(program);
    expect(leadWebhookBody(facts, owner).lead.program).toBeNull();
  });
});

describe('e-mail transports', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends a well-formed message over SMTP', async () => {
    const owner = { type: 'inbox' as const, name: 'Leads', email: 'leads@harborpointmortgage.com', reason: 'default inbox' as const };
    await createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Harborpoint Leads <leads-robot@harborpointmortgage.com>').send(composeLeadEmail(facts, owner), 'lead-123-email');
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['leads@harborpointmortgage.com']);
    const parsed = await simpleParser(received[0]!.raw);
    expect(parsed.subject).toContain('New purchase lead');
    expect(parsed.messageId).toBe('<lead-123-email@harborpointmortgage.com>');
    expect(parsed.text).toContain('What type of property are you buying?: «Single-family home»');
    expect(parsed.html).toContain('tel:+12485550199');
  });

  it('writes .eml files under the data directory when no SMTP server is set', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mail-'));
    const logLines: string[] = [];
    const transport = createEmlFileTransport(folder, 'robot@harborpointmortgage.com', createLogger('info', { write: (line: string) => logLines.push(line) }));
    await transport.send(composeLeadEmail(facts, { type: 'inbox', name: 'Leads', email: 'leads@harborpointmortgage.com', reason: 'default inbox' }), 'lead-123-email');
    const [file] = readdirSync(folder);
    const parsed = await simpleParser(readFileSync(join(folder, file!)));
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('leads@harborpointmortgage.com');
    expect(logLines.join('')).toContain(file!);
    rmSync(folder, { recursive: true, force: true });
  });

  it('makes the mail folder again when it was removed between two messages', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-'));
    const folder = join(dataDir, 'mail');
    const transport = createEmlFileTransport(folder, 'robot@harborpointmortgage.com', createLogger('error'));
    const inbox = { type: 'inbox', name: 'Leads', email: 'leads@harborpointmortgage.com', reason: 'default inbox' } as const;
    await transport.send(composeLeadEmail(facts, inbox), 'first-email');
    rmSync(folder, { recursive: true, force: true });
    await transport.send(composeLeadEmail(facts, inbox), 'second-email');
    expect(readdirSync(folder)).toEqual([expect.stringMatching(/-second-email\.eml$/)]);
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('the time a lead came in', () => {
  it('reads in each zone, to the minute, across a change of clock', () => {
    const at = (iso: string) => formatInZone(new Date(iso), 'America/New_York');
    expect(at('2026-03-08T06:59:05Z')).toBe('Sunday, March 8, 2026 at 1:59 AM EST');
    expect(at('2026-03-08T06:59:55Z')).toBe('Sunday, March 8, 2026 at 1:59 AM EST');
    expect(at('2026-03-08T07:00:00Z')).toBe('Sunday, March 8, 2026 at 3:00 AM EDT');
    expect(formatInZone(new Date('2026-03-08T07:00:30Z'), 'America/Los_Angeles')).toBe('Saturday, March 7, 2026 at 11:00 PM PST');
    expect(at('2026-03-08T07:00:30Z')).toBe('Sunday, March 8, 2026 at 3:00 AM EDT');
  });
});

describe('the CRM webhook', () => {
  it('signs the raw body with a timestamp so the documented recipe verifies it', async () => {
    const bodies: { raw: string; headers: Record<string, string | string[] | undefined> }[] = [];
    let failures = 1;
    const receiver = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        bodies.push({ raw, headers: req.headers });
        res.writeHead(failures-- > 0 ? 503 : 204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`;
    const owner = { type: 'broker' as const, broker, reason: 'named-by-visitor' as const };
    const body = leadWebhookBody(facts, owner);
    await expect(sendWebhook({ url, secret: 'whsec-test' }, body, 'lead-123', () => 1_795_000_000_000)).rejects.toThrow('HTTP 503');
    await sendWebhook({ url, secret: 'whsec-test' }, body, 'lead-123', () => 1_795_000_000_000);
    receiver.close();

    const last = bodies.at(-1)!;
    expect(last.headers['idempotency-key']).toBe('lead-123');
    const header = String(last.headers[SIGNATURE_HEADER.toLowerCase()]);
    const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    expect(signature).toBe(createHmac('sha256', 'whsec-test').update(`${timestamp}.${last.raw}`).digest('hex'));
    expect(header).toBe(signatureHeader('whsec-test', last.raw, 1_795_000_000));
    expect(JSON.parse(last.raw)).toMatchObject({ event: 'lead.created', version: 1, lead: { id: 'lead-123', contact: { phone: '+12485550199' }, owner: { brokerKey: 'sarah-okafor' } } });
  });
});
