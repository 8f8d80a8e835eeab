import type { LabelledAnswer } from '../../engine';
import type { Inbox } from '../../app/content/content-types';
import { callButton, emailPage, escapeHtml, paragraph, sectionHeading, table, tableRow } from './email-layout';
import type { QueuedEmail } from './email-transport';
import { COMPANY_TIME_ZONE, displayPhone, formatInZone, phoneHref } from './lead-message';

export interface ApplicationFacts {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
  /** Ten digits. */
  phone: string;
  position: string;
  /** Every field the applicant filled, labelled from the hiring form's definition. */
  fields: LabelledAnswer[];
  resume: { originalName: string; storedFile: string; contentType: string; size: number };
}

export interface RemovalFacts {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
}

const contactRows = (phone: string, email: string) => [
  tableRow('Phone', `<a href="${phoneHref(phone)}">${escapeHtml(displayPhone(phone))}</a>`),
  tableRow('E-mail', `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`),
];

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/** The careers inbox's message: who applied for what, how to reach them, every field, the resume attached. */
export function composeApplicationEmail(facts: ApplicationFacts, inbox: Inbox): QueuedEmail {
  const received = formatInZone(facts.createdAt, COMPANY_TIME_ZONE);
  const resumeLine = `${facts.resume.originalName} (${kilobytes(facts.resume.size)}, attached)`;
  const text = [
    `${facts.fullName} applied for ${facts.position}.`,
    '',
    `Phone: ${displayPhone(facts.phone)}`,
    `E-mail: ${facts.email}`,
    `Received: ${received}`,
    `Resume: ${resumeLine}`,
    '',
    'Application',
    ...facts.fields.map((pair) => `- ${pair.question}: ${pair.answer}`),
    '',
    `Application ${facts.id}`,
  ].join('\n');
  const html = emailPage(
    `${facts.fullName} applied for ${facts.position}`,
    [
      callButton(phoneHref(facts.phone), `Call ${displayPhone(facts.phone)}`),
      table([...contactRows(facts.phone, facts.email), tableRow('Received', escapeHtml(received)), tableRow('Resume', escapeHtml(resumeLine))]),
      sectionHeading('Application'),
      table(facts.fields.map((pair) => tableRow(pair.question, escapeHtml(pair.answer)))),
    ].join('\n'),
    `Application ${facts.id} · sent to ${inbox.name}`,
  );
  return {
    to: inbox.email,
    subject: `New application: ${facts.fullName} for ${facts.position}`,
    text,
    html,
    replyTo: facts.email,
    attachments: [{ filename: facts.resume.originalName, contentType: facts.resume.contentType, upload: facts.resume.storedFile }],
  };
}

/** The number of days US state privacy laws (CCPA/CPRA and those modelled on it) allow to answer a request. */
export const REMOVAL_RESPONSE_DAYS = 45;

/** The privacy inbox's message: a removal request arrived, who made it, and how and by when to carry it out. */
export function composeRemovalEmail(facts: RemovalFacts, inbox: Inbox): QueuedEmail {
  const received = formatInZone(facts.createdAt, COMPANY_TIME_ZONE);
  const due = new Date(facts.createdAt.getTime() + REMOVAL_RESPONSE_DAYS * 24 * 60 * 60_000);
  const dueText = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long' }).format(due);
  const instruction = `Run "npm run privacy:erase" on the server to erase this person's leads, applications and verifications; answer by ${dueText} (${REMOVAL_RESPONSE_DAYS} days).`;
  const text = [
    `${facts.name} asked us to remove their information.`,
    '',
    `Name: ${facts.name}`,
    `Phone: ${displayPhone(facts.phone)}`,
    `E-mail: ${facts.email}`,
    `Received: ${received}`,
    '',
    instruction,
    '',
    `Removal request ${facts.id}`,
  ].join('\n');
  const html = emailPage(
    `${facts.name} asked us to remove their information`,
    [
      table([tableRow('Name', escapeHtml(facts.name)), ...contactRows(facts.phone, facts.email), tableRow('Received', escapeHtml(received))]),
      paragraph(instruction),
    ].join('\n'),
    `Removal request ${facts.id} · sent to ${inbox.name}`,
  );
  return { to: inbox.email, subject: `Information removal request: ${facts.name}`, text, html };
}
