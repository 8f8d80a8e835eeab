import type { LabelledAnswer } from '../../engine';
import { languageNames, type Locale } from '../../i18n/locales';
import type { LeadKind } from '../db/schema';
import type { ConsentRecord } from '../services/lead-consent';
import { callButton, emailPage, escapeHtml, paragraph, sectionHeading, table, tableRow } from './email-layout';
import type { EmailMessage } from './email-transport';
import type { LeadOwner } from './lead-routing';
import { oneLine, quoted, quotedHtml, QUOTING_NOTE } from './quoted-text';

/** A program the content has: the page the visitor came from. */
export interface LeadProgram {
  key: string;
  name: string;
}

/** What a delivered lead says, whatever form or funnel it came from. */
export interface LeadFacts {
  id: string;
  kind: LeadKind;
  createdAt: Date;
  fullName: string;
  email: string;
  /** Ten digits. */
  phone: string;
  loanType: string | null;
  phoneVerified: boolean;
  /** Question/answer (or field/value) pairs, labelled from the definition. */
  answers: LabelledAnswer[];
  /** Where the visitor came from (`from`, `source`), when known. */
  origin?: string | null;
  /** The program page that led the visitor to the form or funnel, when it names a program in the content. */
  program?: LeadProgram | null;
  definition?: { id: string; hash: string | null } | null;
  /** The consent to be contacted the visitor accepted (the funnels' statement, the brokered-rate form's text opt-in). */
  consent?: ConsentRecord | null;
  /** The language the visitor used the site in, so the call back is in it. */
  language: Locale;
}

/** The visitor's language as staff read it: "Spanish (español)". */
export function languageLine(language: Locale): string {
  return language === 'en' ? 'English' : `Spanish (${languageNames.es.toLowerCase()}) - call back in Spanish`;
}

/**
 * The consent as a line staff can quote: the text, when and where it was given, and the text's hash. The
 * text is fenced and cleaned like a visitor's value (one visible line, no direction-changing characters):
 * it comes from a definition, and a line break or an override in it must not forge a line of the message.
 */
export function consentLine(consent: ConsentRecord): string {
  return `${quoted(consent.text)} — accepted ${consent.at.toISOString()} on ${quoted(consent.pageUrl)} (text ${consent.textHash})`;
}

/** The company's own zone (Birmingham, Michigan), for leads that go to an inbox. */
export const COMPANY_TIME_ZONE = 'America/Detroit';

const KIND_LABEL: Record<LeadKind, string> = {
  quote: 'Quote questionnaire',
  vetlife: 'VetLife questionnaire',
  'brokered-rate': 'Brokered rate request',
  'vet-rate': 'Vet rate request',
};

const LOAN_TYPE_LABEL: Record<string, string> = {
  purchase: 'Purchase',
  refinance: 'Refinance',
  cashOut: 'Cash out',
  leverage: 'Cash out',
};

export const displayPhone = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
export const phoneHref = (digits: string) => `tel:+1${digits}`;

/**
 * Intl.DateTimeFormat is costly to build (about half a millisecond), and formatting with a zone costs
 * tens of microseconds more: one format per zone is kept, and its last answer. The text shows minutes and
 * zones change offset only on a minute's start, so every moment of one minute reads the same.
 */
const zoneFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; text: string }>();

export function formatInZone(at: Date, timeZone: string): string {
  const minute = Math.floor(at.getTime() / 60_000);
  let zone = zoneFormats.get(timeZone);
  if (!zone) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    zone = { format, minute: NaN, text: '' };
    zoneFormats.set(timeZone, zone);
  }
  if (zone.minute !== minute) {
    zone.text = zone.format.format(at);
    zone.minute = minute;
  }
  return zone.text;
}

function ownerLine(owner: LeadOwner): string {
  return owner.type === 'broker'
    ? `${owner.broker.firstName} ${owner.broker.lastName} (${owner.broker.title}, NMLS #${owner.broker.nmlsId})`
    : `${owner.name} inbox`;
}

/** The program page's row: the content's own name and path, so it needs no fencing. */
function programRow(program: LeadProgram): [string, string, string] {
  const text = `${oneLine(program.name)} (/mortgage-types/${program.key})`;
  return ['Program page', text, escapeHtml(text)];
}

/**
 * A message a loan officer reads on a phone: who, how to call, what they want, when, and who owns it.
 * Everything the visitor typed is cleaned to one visible line and fenced «like this», in the text and
 * the HTML part alike, so it reads as data; the subject names the kind and the lead, never the person.
 */
export function composeLeadEmail(facts: LeadFacts, owner: LeadOwner): EmailMessage {
  const to = owner.type === 'broker' ? owner.broker.email : owner.email;
  const timeZone = owner.type === 'broker' ? owner.broker.timeZone : COMPANY_TIME_ZONE;
  const received = formatInZone(facts.createdAt, timeZone);
  const loanType = facts.loanType ? (LOAN_TYPE_LABEL[facts.loanType] ?? oneLine(facts.loanType)) : 'Not given';
  const spanish = facts.language === 'es' ? ' (Spanish)' : '';
  const subject = `New ${loanType.toLowerCase()} lead${spanish}: ${KIND_LABEL[facts.kind]}, lead ${facts.id}`;
  // [label, value as text, value as HTML]: the visitor's own values are fenced, the site's are not.
  const rows: [string, string, string][] = [
    ['Name', quoted(facts.fullName), quotedHtml(facts.fullName)],
    [
      'Phone',
      `${displayPhone(facts.phone)}${facts.phoneVerified ? ' (verified by text message)' : ''}`,
      `<a href="${phoneHref(facts.phone)}">${escapeHtml(displayPhone(facts.phone))}</a>${facts.phoneVerified ? ' (verified by text message)' : ''}`,
    ],
    ['E-mail', quoted(facts.email), `<a href="mailto:${escapeHtml(oneLine(facts.email))}">${quotedHtml(facts.email)}</a>`],
    ['Loan type', loanType, escapeHtml(loanType)],
    ['Language', languageLine(facts.language), escapeHtml(languageLine(facts.language))],
    ['Source', KIND_LABEL[facts.kind] + (facts.origin ? ` — ${quoted(facts.origin)}` : ''), escapeHtml(KIND_LABEL[facts.kind]) + (facts.origin ? ` — ${quotedHtml(facts.origin)}` : '')],
    ...(facts.program ? [programRow(facts.program)] : []),
    ['Assigned to', ownerLine(owner), escapeHtml(ownerLine(owner))],
    ['Received', received, escapeHtml(received)],
  ];
  const text = [
    `${quoted(facts.fullName)} asked to be contacted. The visitor was promised a call within 24 hours.`,
    QUOTING_NOTE,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Answers',
    ...facts.answers.map((pair) => `- ${oneLine(pair.question)}: ${quoted(pair.answer)}`),
    '',
    ...(facts.consent ? ['Consent to be contacted', consentLine(facts.consent), ''] : []),
    `Lead ${facts.id}`,
  ].join('\n');
  const html = emailPage(
    `${quoted(facts.fullName)} asked to be contacted`,
    [
      paragraph('The visitor was promised a call within 24 hours.'),
      paragraph(QUOTING_NOTE),
      callButton(phoneHref(facts.phone), `Call ${displayPhone(facts.phone)}`),
      table(rows.map(([label, , valueHtml]) => tableRow(label, valueHtml))),
      sectionHeading('Answers'),
      table(facts.answers.map((pair) => tableRow(oneLine(pair.question), quotedHtml(pair.answer)))),
      ...(facts.consent ? [sectionHeading('Consent to be contacted'), paragraph(consentLine(facts.consent))] : []),
    ].join('\n'),
    `Lead ${facts.id}`,
  );
  return { to, subject, text, html, replyTo: facts.email };
}

/**
 * The CRM webhook's body, version 1 (documented in the README). Field names are stable; new fields may
 * be added, none removed or renamed without a new version.
 */
export function leadWebhookBody(facts: LeadFacts, owner: LeadOwner) {
  return {
    event: 'lead.created',
    version: 1,
    lead: {
      id: facts.id,
      kind: facts.kind,
      createdAt: facts.createdAt.toISOString(),
      loanType: facts.loanType,
      language: facts.language,
      contact: { fullName: facts.fullName, email: facts.email, phone: `+1${facts.phone}`, phoneVerified: facts.phoneVerified },
      origin: facts.origin ?? null,
      program: facts.program ? { key: facts.program.key, name: facts.program.name } : null,
      owner:
        owner.type === 'broker'
          ? { type: 'broker', brokerKey: owner.broker.brokerKey, name: `${owner.broker.firstName} ${owner.broker.lastName}`, email: owner.broker.email, reason: owner.reason }
          : { type: 'inbox', name: owner.name, email: owner.email, reason: owner.reason },
      answers: facts.answers.map(({ key, question, answer }) => ({ key, question, answer })),
      definition: facts.definition ?? null,
      consent: facts.consent
        ? { text: facts.consent.text, textHash: facts.consent.textHash, at: facts.consent.at.toISOString(), pageUrl: facts.consent.pageUrl }
        : null,
    },
  };
}
