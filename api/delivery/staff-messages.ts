import type { LabelledAnswer } from '../../engine';
import type { Inbox } from '../../app/domain/content/content-types';
import { callButton, emailPage, escapeHtml, paragraph, sectionHeading, table, tableRow } from './email-layout';
import type { QueuedEmail } from './email-transport';
import { safeAttachmentName } from './safe-attachment-name';
import { COMPANY_TIME_ZONE, displayPhone, formatInZone, phoneHref } from './lead-message';
import { oneLine, quoted, quotedHtml, QUOTING_NOTE } from './quoted-text';

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
  tableRow('E-mail', `<a href="mailto:${escapeHtml(oneLine(email))}">${quotedHtml(email)}</a>`),
];

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/**
 * The careers inbox's message: who applied for what, how to reach them, every field, the resume attached.
 * The applicant's values are fenced «like this»; the subject names only the application.
 */
export function composeApplicationEmail(facts: ApplicationFacts, inbox: Inbox): QueuedEmail {
  const received = formatInZone(facts.createdAt, COMPANY_TIME_ZONE);
  const resumeLine = `${quoted(facts.resume.originalName)} (${kilobytes(facts.resume.size)}, attached)`;
  const text = [
    `${quoted(facts.fullName)} applied for ${quoted(facts.position)}.`,
    QUOTING_NOTE,
    '',
    `Phone: ${displayPhone(facts.phone)}`,
    `E-mail: ${quoted(facts.email)}`,
    `Received: ${received}`,
    `Resume: ${resumeLine}`,
    '',
    'Application',
    ...facts.fields.map((pair) => `- ${oneLine(pair.question)}: ${quoted(pair.answer)}`),
    '',
    `Application ${facts.id}`,
  ].join('\n');
  const html = emailPage(
    `${quoted(facts.fullName)} applied for ${quoted(facts.position)}`,
    [
      paragraph(QUOTING_NOTE),
      callButton(phoneHref(facts.phone), `Call ${displayPhone(facts.phone)}`),
      table([...contactRows(facts.phone, facts.email), tableRow('Received', escapeHtml(received)), tableRow('Resume', escapeHtml(resumeLine))]),
      sectionHeading('Application'),
      table(facts.fields.map((pair) => tableRow(oneLine(pair.question), quotedHtml(pair.answer)))),
    ].join('\n'),
    `Application ${facts.id} · sent to ${inbox.name}`,
  );
  return {
    to: inbox.email,
    subject: `New application ${facts.id}`,
    text,
    html,
    replyTo: facts.email,
    // Always a download of the type its bytes have, under a name that cannot pass for another kind of file.
    attachments: [
      {
        filename: safeAttachmentName(facts.resume.originalName, facts.resume.contentType),
        contentType: facts.resume.contentType,
        contentDisposition: 'attachment',
        upload: facts.resume.storedFile,
      },
    ],
  };
}

/** The number of days US state privacy laws (CCPA/CPRA and those modelled on it) allow to answer a request. */
export const REMOVAL_RESPONSE_DAYS = 45;

/**
 * The privacy inbox's message: an unconfirmed removal request arrived, who made it, and how and by when to
 * carry it out. The requester's values are fenced «like this»; the subject names only the request.
 */
export function composeRemovalEmail(facts: RemovalFacts, inbox: Inbox): QueuedEmail {
  const received = formatInZone(facts.createdAt, COMPANY_TIME_ZONE);
  const due = new Date(facts.createdAt.getTime() + REMOVAL_RESPONSE_DAYS * 24 * 60 * 60_000);
  const dueText = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long' }).format(due);
  const instruction =
    `The request is unconfirmed: nothing is erased until the requester proves their e-mail (the link we e-mailed) or their phone (the code we texted), and you get a notice for each. ` +
    `Then run "npm run privacy:erase" on the server to erase the leads, applications and verifications matching what was proved; answer by ${dueText} (${REMOVAL_RESPONSE_DAYS} days). ` +
    `A request left unconfirmed lapses after 7 days.`;
  const text = [
    `${quoted(facts.name)} asked us to remove their information.`,
    QUOTING_NOTE,
    '',
    `Name: ${quoted(facts.name)}`,
    `Phone: ${displayPhone(facts.phone)}`,
    `E-mail: ${quoted(facts.email)}`,
    `Received: ${received}`,
    '',
    instruction,
    '',
    `Removal request ${facts.id}`,
  ].join('\n');
  const html = emailPage(
    `${quoted(facts.name)} asked us to remove their information`,
    [
      paragraph(QUOTING_NOTE),
      table([tableRow('Name', quotedHtml(facts.name)), ...contactRows(facts.phone, facts.email), tableRow('Received', escapeHtml(received))]),
      paragraph(instruction),
    ].join('\n'),
    `Removal request ${facts.id} · sent to ${inbox.name}`,
  );
  return { to: inbox.email, subject: `Information removal request (unconfirmed): ${facts.id}`, text, html };
}
