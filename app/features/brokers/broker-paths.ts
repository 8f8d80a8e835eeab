import type { Broker } from '../../domain/content/content-types';

/** A broker's profile page (the directory, the home page and programs link here). */
export function brokerProfilePath(brokerKey: string): string {
  return `/agent/${encodeURIComponent(brokerKey)}`;
}

/**
 * The brokered-rate page for this broker: `/get-brokered-rate/?brokerFirstName=&brokerLastName=`.
 * With a state (a click on the profile's map or a state badge) the state goes along as `&state=MI`, so the
 * form opens on it (README, Decisions).
 */
export function brokeredRatePath(broker: Pick<Broker, 'firstName' | 'lastName'>, state?: string): string {
  const query = new URLSearchParams({ brokerFirstName: broker.firstName, brokerLastName: broker.lastName });
  if (state) query.set('state', state.toUpperCase());
  return `/get-brokered-rate/?${query}`;
}

/** A phone number as a tel: link ('(248) 555-0111' -> 'tel:+12485550111'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
