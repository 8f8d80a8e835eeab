import { describe, expect, it } from 'vitest';
import type { Broker, LeadRouting } from '../../../app/domain/content/content-types';
import { routeLead } from '../../../api/delivery/lead-routing';
import { stateOfZip } from '../../../api/delivery/zip-to-state';
import { sampleContent } from '../../support/content-fixtures';

const brokers: Broker[] = sampleContent().brokers;
const sarah = brokers.find((broker) => broker.brokerKey === 'sarah-okafor')!;
const jose = brokers.find((broker) => broker.brokerKey === 'jose-ramirez')!;

const routing: LeadRouting = {
  inboxes: {
    leads: { name: 'Leads', email: 'leads@harborpointmortgage.com' },
    hiring: { name: 'Hiring', email: 'careers@harborpointmortgage.com' },
    removal: { name: 'Privacy', email: 'privacy@harborpointmortgage.com' },
    va: { name: 'VA desk', email: 'va@harborpointmortgage.com' },
  },
  rules: [
    { match: { vetlife: true }, assignTo: { inbox: 'va' } },
    { match: { loanTypes: ['cashOut', 'leverage'], states: ['MI'] }, assignTo: { brokerKey: jose.brokerKey } },
    { match: { loanTypes: ['refinance'] }, assignTo: { brokerKey: 'no-longer-here' } },
  ],
};

const lead = { kind: 'quote' as const, loanType: 'purchase', state: 'MI' };

describe('lead routing', () => {
  it('gives the lead to the broker the visitor came from, by e-mail or by name', () => {
    expect(routeLead({ ...lead, brokerEmail: sarah.email.toUpperCase() }, brokers, routing)).toMatchObject({ type: 'broker', broker: { brokerKey: 'sarah-okafor' }, reason: 'named-by-visitor' });
    expect(routeLead({ ...lead, kind: 'vetlife', brokerFirstName: ' sarah', brokerLastName: 'OKAFOR ' }, brokers, routing)).toMatchObject({ type: 'broker', broker: { brokerKey: 'sarah-okafor' } });
  });

  it('else follows the first matching rule, skipping a rule whose broker left', () => {
    expect(routeLead({ ...lead, kind: 'vet-rate' }, brokers, routing)).toMatchObject({ type: 'inbox', email: 'va@harborpointmortgage.com', reason: 'rule 1' });
    expect(routeLead({ ...lead, loanType: 'cashOut' }, brokers, routing)).toMatchObject({ type: 'broker', broker: { brokerKey: jose.brokerKey }, reason: 'rule 2' });
    expect(routeLead({ ...lead, loanType: 'cashOut', state: 'OH' }, brokers, routing)).toMatchObject({ type: 'inbox', reason: 'default inbox' });
    expect(routeLead({ ...lead, loanType: 'refinance' }, brokers, routing)).toMatchObject({ type: 'inbox', email: 'leads@harborpointmortgage.com', reason: 'default inbox' });
  });

  it('else the default inbox, also for an unknown named broker', () => {
    expect(routeLead({ ...lead, brokerFirstName: 'Nobody', brokerLastName: 'Here' }, brokers, routing)).toMatchObject({ type: 'inbox', reason: 'default inbox' });
  });
});

describe('lead routing by language', () => {
  const speaks = (key: string, states: string[], languages = ['en', 'es']) => ({ ...sarah, brokerKey: key, email: `${key}@example.com`, firstName: key, states, languages });
  const team: Broker[] = [
    { ...sarah, brokerKey: 'anne', email: 'anne@example.com', firstName: 'Anne', states: ['FL', 'GA'], languages: ['en'] },
    { ...sarah, brokerKey: 'vera', email: 'vera@example.com', firstName: 'Vera', states: ['FL', 'TX'] },
    speaks('sofia', ['GA', 'TX']),
    speaks('tomas', ['FL', 'NY']),
  ];
  const rules: LeadRouting = {
    inboxes: routing.inboxes,
    rules: [
      { match: { vetlife: true }, assignTo: { brokerKey: 'vera' } },
      { match: { loanTypes: ['refinance'], states: ['GA'] }, assignTo: { inbox: 'va' } },
      { match: { states: ['FL', 'GA'] }, assignTo: { brokerKey: 'anne' } },
      { match: { states: ['GA'] }, assignTo: { brokerKey: 'sofia' } },
    ],
  };
  const spanish = { kind: 'quote' as const, loanType: 'purchase', state: 'GA', language: 'es' };

  it('an English lead, or one without a language, goes where it always went', () => {
    expect(routeLead({ ...spanish, language: 'en' }, team, rules)).toMatchObject({ broker: { brokerKey: 'anne' }, reason: 'rule 3' });
    expect(routeLead({ ...spanish, language: undefined }, team, rules)).toMatchObject({ broker: { brokerKey: 'anne' }, reason: 'rule 3' });
  });

  it('a Spanish lead goes to a later matching rule’s broker who speaks Spanish', () => {
    expect(routeLead(spanish, team, rules)).toMatchObject({ type: 'broker', broker: { brokerKey: 'sofia' }, reason: 'rule 4, speaks es' });
    expect(routeLead({ ...spanish, language: 'ES' }, team, rules)).toMatchObject({ broker: { brokerKey: 'sofia' } });
  });

  it('else, under a rule about the state alone, to the first Spanish speaker licensed in the lead’s state', () => {
    // Vera (FL, TX) comes before Tomás (FL, NY) in the content.
    expect(routeLead({ ...spanish, state: 'FL' }, team, rules)).toMatchObject({ broker: { brokerKey: 'vera' }, reason: 'licensed in FL, speaks es' });
  });

  it('else, instead of the default inbox, to a Spanish speaker licensed in the state', () => {
    expect(routeLead({ ...spanish, state: 'NY' }, team, rules)).toMatchObject({ broker: { brokerKey: 'tomas' }, reason: 'licensed in NY, speaks es' });
    expect(routeLead({ ...spanish, language: 'en', state: 'NY' }, team, rules)).toMatchObject({ type: 'inbox', reason: 'default inbox' });
  });

  it('never to a broker not licensed in the lead’s state', () => {
    // No Spanish speaker is licensed in OH: the default inbox, as in English.
    expect(routeLead({ ...spanish, state: 'OH' }, team, rules)).toMatchObject({ type: 'inbox', reason: 'default inbox' });
    // A later rule's Spanish speaker who is not licensed where the lead is does not take it.
    const unlicensed: LeadRouting = { ...rules, rules: [{ match: { loanTypes: ['purchase'] }, assignTo: { brokerKey: 'anne' } }, { match: {}, assignTo: { brokerKey: 'sofia' } }] };
    expect(routeLead({ ...spanish, state: 'FL' }, team, unlicensed)).toMatchObject({ broker: { brokerKey: 'anne' }, reason: 'rule 1' });
    // Without a known state, only the rules choose: a later matching rule's Spanish speaker, else the first rule.
    expect(routeLead({ ...spanish, state: null }, team, unlicensed)).toMatchObject({ broker: { brokerKey: 'sofia' }, reason: 'rule 2, speaks es' });
    expect(routeLead({ ...spanish, state: null }, team, rules)).toMatchObject({ type: 'inbox', reason: 'default inbox' });
  });

  it('never overrides the broker the visitor named, an inbox a rule chose, or a rule about the kind of lead', () => {
    expect(routeLead({ ...spanish, brokerEmail: 'anne@example.com' }, team, rules)).toMatchObject({ broker: { brokerKey: 'anne' }, reason: 'named-by-visitor' });
    expect(routeLead({ ...spanish, loanType: 'refinance' }, team, rules)).toMatchObject({ type: 'inbox', email: 'va@harborpointmortgage.com', reason: 'rule 2' });
    const vetlifeToAnne: LeadRouting = { ...rules, rules: [{ match: { vetlife: true }, assignTo: { brokerKey: 'anne' } }] };
    expect(routeLead({ ...spanish, kind: 'vetlife', state: 'FL' }, team, vetlifeToAnne)).toMatchObject({ broker: { brokerKey: 'anne' }, reason: 'rule 1' });
  });

  it('with the sample content: a Spanish lead from Florida goes to a Spanish speaker licensed there', () => {
    const content = sampleContent();
    const owner = routeLead({ kind: 'quote', loanType: 'purchase', state: 'FL', language: 'es' }, content.brokers, content.routing);
    expect(owner.type).toBe('broker');
    const chosen = (owner as { broker: Broker }).broker;
    expect(chosen.languages).toContain('es');
    expect(chosen.states).toContain('FL');
    expect(routeLead({ kind: 'quote', loanType: 'purchase', state: 'FL' }, content.brokers, content.routing)).toMatchObject({ broker: { brokerKey: 'marcus-bell' } });
  });
});

describe('ZIP code to state', () => {
  it.each([
    ['48009', 'MI'],
    ['60614', 'IL'],
    ['10001', 'NY'],
    ['90210', 'CA'],
    ['20500', 'DC'],
    ['99501', 'AK'],
  ])('%s is in %s', (zip, state) => expect(stateOfZip(zip)).toBe(state));

  it('knows nothing of malformed or unassigned codes', () => {
    expect(stateOfZip('4800')).toBeNull();
    expect(stateOfZip('00000')).toBeNull();
    expect(stateOfZip('48009-1234')).toBeNull();
    expect(stateOfZip(48009)).toBeNull();
  });
});
