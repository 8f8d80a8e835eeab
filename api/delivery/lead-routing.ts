import type { Broker, LeadRouting, RoutingRule } from '../../app/domain/content/content-types';
import type { LeadKind } from '../db/schema';

export interface RoutableLead {
  kind: LeadKind;
  loanType: string | null;
  /** Two-letter state, from the form's state field or the ZIP code. */
  state: string | null;
  brokerFirstName?: string | null;
  brokerLastName?: string | null;
  brokerEmail?: string | null;
}

export type LeadOwner =
  | { type: 'broker'; broker: Broker; reason: 'named-by-visitor' | `rule ${number}` }
  | { type: 'inbox'; name: string; email: string; reason: `rule ${number}` | 'default inbox' };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** The broker the visitor came from (a profile's 'Get a Brokered Rate' carries the name and e-mail). */
export function namedBroker(lead: RoutableLead, brokers: readonly Broker[]): Broker | null {
  if (lead.brokerEmail) {
    const byEmail = brokers.find((broker) => same(broker.email, lead.brokerEmail));
    if (byEmail) return byEmail;
  }
  if (lead.brokerFirstName && lead.brokerLastName) {
    return brokers.find((broker) => same(broker.firstName, lead.brokerFirstName) && same(broker.lastName, lead.brokerLastName)) ?? null;
  }
  return null;
}

function ruleMatches(rule: RoutingRule, lead: RoutableLead): boolean {
  const { kinds, loanTypes, states, vetlife } = rule.match;
  if (kinds && !kinds.includes(lead.kind)) return false;
  if (loanTypes && !(lead.loanType && loanTypes.includes(lead.loanType))) return false;
  if (states && !(lead.state && states.includes(lead.state))) return false;
  if (vetlife !== undefined && vetlife !== (lead.kind === 'vetlife' || lead.kind === 'vet-rate')) return false;
  return true;
}

/**
 * Who calls the visitor back: the broker the visitor named, else the first routing rule that matches (by
 * kind, loan type, state, VetLife), else the default leads inbox. A rule naming a broker who is no longer
 * in the content falls through to the next rule.
 */
export function routeLead(lead: RoutableLead, brokers: readonly Broker[], routing: LeadRouting): LeadOwner {
  const named = namedBroker(lead, brokers);
  if (named) return { type: 'broker', broker: named, reason: 'named-by-visitor' };
  for (const [index, rule] of routing.rules.entries()) {
    if (!ruleMatches(rule, lead)) continue;
    if ('brokerKey' in rule.assignTo) {
      const broker = brokers.find((candidate) => candidate.brokerKey === (rule.assignTo as { brokerKey: string }).brokerKey);
      if (broker) return { type: 'broker', broker, reason: `rule ${index + 1}` };
      continue;
    }
    const inbox = routing.inboxes[rule.assignTo.inbox];
    if (inbox) return { type: 'inbox', name: inbox.name, email: inbox.email, reason: `rule ${index + 1}` };
  }
  return { type: 'inbox', name: routing.inboxes.leads.name, email: routing.inboxes.leads.email, reason: 'default inbox' };
}
