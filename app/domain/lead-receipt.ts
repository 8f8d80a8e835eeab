import type { Broker, Localized } from './content/content-types';
import { keepFallbackFields } from './content/fallback-lang';

/**
 * The loan officer a lead was routed to, as the visitor's thank-you shows them: public profile facts only,
 * in the lead's language (`fallbackFields` names the title when it is shown in English).
 */
export interface LoanOfficerCard extends Localized<'title'> {
  brokerKey: string;
  name: string;
  title: string;
  nmlsId: string;
  /** Their direct line, as the profile shows it. */
  phoneNumber: string;
  photoUrl: string;
  /** A booking page, when they have one. */
  meetingLink: string | null;
}

/** What the server answers when it stores a lead: the lead's id and who will call (null: the team's inbox). */
export interface LeadReceipt {
  id: string;
  phoneVerified: boolean;
  loanOfficer: LoanOfficerCard | null;
}

/** The card of a broker as localized for the lead's language (see localizeBroker). */
export function loanOfficerCard(broker: Broker): LoanOfficerCard {
  return {
    brokerKey: broker.brokerKey,
    name: `${broker.firstName} ${broker.lastName}`,
    title: broker.title,
    nmlsId: broker.nmlsId,
    phoneNumber: broker.phoneNumber,
    photoUrl: broker.medResImageUrl || broker.profileImageUrl,
    meetingLink: broker.meetingLink,
    ...keepFallbackFields(broker, ['title']),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 500;

/** A loan officer card read from a server's answer (untrusted: it may be an older server's, or none). */
export function readLoanOfficer(body: unknown): LoanOfficerCard | null {
  const card = body && typeof body === 'object' ? (body as { loanOfficer?: unknown }).loanOfficer : undefined;
  if (!card || typeof card !== 'object') return null;
  const { brokerKey, name, title, nmlsId, phoneNumber, photoUrl, meetingLink, fallbackFields } = card as Record<string, unknown>;
  if (![brokerKey, name, nmlsId, phoneNumber].every(isText)) return null;
  return {
    brokerKey: brokerKey as string,
    name: name as string,
    title: isText(title) ? title : '',
    nmlsId: nmlsId as string,
    phoneNumber: phoneNumber as string,
    photoUrl: isText(photoUrl) && photoUrl.startsWith('/') ? photoUrl : '',
    meetingLink: isText(meetingLink) && /^https:\/\//.test(meetingLink) ? meetingLink : null,
    ...(isText(title) && Array.isArray(fallbackFields) && fallbackFields.includes('title') ? { fallbackFields: ['title' as const] } : {}),
  };
}
