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
