import type { Inbox } from '../../app/domain/content/content-types';
import { callButton, emailPage, escapeHtml, paragraph, table, tableRow } from './email-layout';
import type { QueuedEmail } from './email-transport';
import { COMPANY_TIME_ZONE, formatInZone } from './lead-message';
import { REMOVAL_RESPONSE_DAYS } from './staff-messages';
import { dateFormat } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { requesterText } from './requester-messages/messages';

/*
 * The e-mails of a removal request's confirmation. None carries a value the requester typed: the
 * requester's own message holds only our link, and the privacy inbox's notices name the request by id.
 */

const longDate = (at: Date) => new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long' }).format(at);

/** To the address on the request, in the requester's language: the single-use link that proves the address is theirs. */
export function composeRemovalLinkEmail(facts: { id: string; link: string; expiresAt: Date }, to: string, language: Locale = 'en'): QueuedEmail {
  const t = (key: (typeof requesterText.keys)[number], values?: Record<string, string>) => requesterText.text(language, key, values);
  const until = dateFormat(language, { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long' }).format(facts.expiresAt);
  const lines = { asked: t('removalAsked'), confirm: t('removalConfirm'), validity: t('removalValidity', { until }), ignore: t('removalIgnore') };
  const footer = t('removalFooter', { id: facts.id });
  const text = [lines.asked, '', lines.confirm, '', facts.link, '', lines.validity, lines.ignore, '', footer].join('\n');
  const html = emailPage(
    t('removalSubject'),
    [paragraph(lines.asked), paragraph(lines.confirm), callButton(facts.link, t('removalButton')), paragraph(lines.validity), paragraph(lines.ignore)].join('\n'),
    footer,
    language,
  );
  return { to, subject: t('removalSubject'), text, html };
}

export interface RemovalConfirmationFacts {
  id: string;
  createdAt: Date;
  identifier: 'email' | 'phone';
  confirmedAt: Date;
  /** Every identifier proved so far, this one included. */
  confirmed: { email: boolean; phone: boolean };
}

const identifierName = { email: 'e-mail', phone: 'phone' } as const;

/** To the privacy inbox: which identifier of a request was just proved, and what to do now. */
export function composeRemovalConfirmedEmail(facts: RemovalConfirmationFacts, inbox: Inbox): QueuedEmail {
  const how = facts.identifier === 'email' ? 'e-mail address (they opened the link we e-mailed)' : 'phone number (they entered the code we texted)';
  const proved = `The requester proved their ${how} on ${formatInZone(facts.confirmedAt, COMPANY_TIME_ZONE)}.`;
  const yesNo = (value: boolean) => (value ? 'confirmed' : 'not confirmed');
  const due = new Date(facts.createdAt.getTime() + REMOVAL_RESPONSE_DAYS * 24 * 60 * 60_000);
  const instruction =
    `Run "npm run privacy:erase" on the server: it erases the leads and applications that match the confirmed identifiers only. ` +
    `Answer by ${longDate(due)} (${REMOVAL_RESPONSE_DAYS} days from the request).`;
  const text = [proved, '', `E-mail: ${yesNo(facts.confirmed.email)}`, `Phone: ${yesNo(facts.confirmed.phone)}`, '', instruction, '', `Removal request ${facts.id}`].join('\n');
  const html = emailPage(
    `Removal request confirmed by ${identifierName[facts.identifier]}`,
    [
      paragraph(proved),
      table([tableRow('E-mail', escapeHtml(yesNo(facts.confirmed.email))), tableRow('Phone', escapeHtml(yesNo(facts.confirmed.phone)))]),
      paragraph(instruction),
    ].join('\n'),
    `Removal request ${facts.id} · sent to ${inbox.name}`,
  );
  return { to: inbox.email, subject: `Information removal request (${identifierName[facts.identifier]} confirmed): ${facts.id}`, text, html };
}
