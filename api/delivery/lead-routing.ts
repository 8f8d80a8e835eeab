import { speaksLanguage } from '../../app/domain/brokers/broker-languages';
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
  /** The language the visitor filled the form in (ISO 639-1, e.g. 'es' from a Spanish page); English when absent. */
  language?: string | null;
}

export type LeadOwner =
  | { type: 'broker'; broker: Broker; reason: 'named-by-visitor' | `rule ${number}` | `rule ${number}, speaks ${string}` | `licensed in ${string}, speaks ${string}` }
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

/** A rule about where the visitor lives only, not about what the lead is (kind, loan type, VetLife). */
const byStateOnly = (rule: RoutingRule) =>
  rule.match.states !== undefined && rule.match.kinds === undefined && rule.match.loanTypes === undefined && rule.match.vetlife === undefined;

const licensedIn = (broker: Broker, state: string) => broker.states.some((code) => code.toUpperCase() === state.toUpperCase());

/** The language a lead is handled in: its own, lowercased, when it is not English; else none. */
function otherLanguage(lead: RoutableLead): string | null {
  const language = lead.language?.trim().toLowerCase();
  return language && language !== 'en' ? language : null;
}

/**
 * Who calls the visitor back: the broker the visitor named, else the first routing rule that matches (by
 * kind, loan type, state, VetLife), else the default leads inbox. A rule naming a broker who is no longer
 * in the content falls through to the next rule.
 *
 * A lead in another language than English goes, where the rules allow it, to a broker who speaks it:
 * - the first matching rule whose broker speaks it (and is licensed in the lead's state, when known)
 *   wins over an earlier matching rule whose broker does not;
 * - when the lead would go to a broker by a rule about the state alone, or to the default inbox, a broker
 *   who speaks it and is licensed in the lead's state takes it instead (the first in the content's order).
 * The language never takes a lead to a broker not licensed in its state, never overrides the broker the
 * visitor named, a rule that sends it to an inbox, or a rule about the kind of lead (a VA specialist
 * keeps VetLife leads); with no such broker the lead goes where it would in English.
 */
export function routeLead(lead: RoutableLead, brokers: readonly Broker[], routing: LeadRouting): LeadOwner {
  const named = namedBroker(lead, brokers);
  if (named) return { type: 'broker', broker: named, reason: 'named-by-visitor' };
  const language = otherLanguage(lead);
  const fits = (broker: Broker) => language !== null && speaksLanguage(broker, language) && (!lead.state || licensedIn(broker, lead.state));

  let owner: LeadOwner | null = null;
  let ownerRule: RoutingRule | null = null;
  for (const [index, rule] of routing.rules.entries()) {
    if (!ruleMatches(rule, lead)) continue;
    if ('brokerKey' in rule.assignTo) {
      const broker = brokers.find((candidate) => candidate.brokerKey === (rule.assignTo as { brokerKey: string }).brokerKey);
      if (!broker) continue;
      if (!owner) {
        owner = { type: 'broker', broker, reason: `rule ${index + 1}` };
        ownerRule = rule;
        if (!language || fits(broker)) return owner;
      } else if (owner.type === 'broker' && fits(broker)) {
        return { type: 'broker', broker, reason: `rule ${index + 1}, speaks ${language}` };
      }
      continue;
    }
    const inbox = routing.inboxes[rule.assignTo.inbox];
    // An inbox taking the lead ends the search: the rules chose a desk, not a broker.
    if (inbox && !owner) return { type: 'inbox', name: inbox.name, email: inbox.email, reason: `rule ${index + 1}` };
  }

  const mayGoToAnyLicensed = owner === null || (ownerRule !== null && byStateOnly(ownerRule));
  if (language && lead.state && mayGoToAnyLicensed) {
    const speaker = brokers.find(fits);
    if (speaker) return { type: 'broker', broker: speaker, reason: `licensed in ${lead.state}, speaks ${language}` };
  }
  return owner ?? { type: 'inbox', name: routing.inboxes.leads.name, email: routing.inboxes.leads.email, reason: 'default inbox' };
}
