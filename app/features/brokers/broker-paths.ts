import type { Broker } from '../../domain/content/content-types';

/** A broker's profile page (the directory, the home page and programs link here). */
export function brokerProfilePath(brokerKey: string): string {
  return `/agent/${encodeURIComponent(brokerKey)}`;
}

/** The broker a rate link names: the e-mail, when known, is what routes the lead (the name is the fallback). */
export type RateLinkBroker = Pick<Broker, 'firstName' | 'lastName'> & { email?: string | null };

/** What else a rate link can carry: the program page the visitor came from. */
export interface RateLinkContext {
  program?: string | null;
}

/**
 * The brokered-rate page for this broker: `/get-brokered-rate/?brokerFirstName=&brokerLastName=&brokerEmail=`.
 * With a state (a click on the profile's map or a state badge) the state goes along as `&state=MI`, so the
 * form opens on it (README, Decisions); with a program, `&program=FHA-loan`. Without a broker the link
 * carries only the rest.
 */
export function brokeredRatePath(broker: RateLinkBroker | null, state?: string, context: RateLinkContext = {}): string {
  const query = new URLSearchParams();
  if (broker) {
    query.set('brokerFirstName', broker.firstName);
    query.set('brokerLastName', broker.lastName);
    const email = broker.email?.trim();
    if (email) query.set('brokerEmail', email);
  }
  if (state) query.set('state', state.toUpperCase());
  if (context.program) query.set('program', context.program);
  const text = query.toString();
  return text ? `/get-brokered-rate/?${text}` : '/get-brokered-rate/';
}

/** A phone number as a tel: link ('(248) 555-0111' -> 'tel:+12485550111'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
