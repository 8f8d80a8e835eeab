import { describe, expect, it } from 'vitest';
import { buildLeadPayload } from '../../../engine/lead/build-lead-payload';
import { validateLead } from '../../../engine/lead/validate-lead';
import { makeFlow, q } from '../support/flows';

const flow = makeFlow([q(1, 'zip', { type: 'zipcode' })], { variant: 'vetlife', loanType: 'cashOut', lead: { defaultLoanType: 'cashOut' } });
const contactInfo = { fullName: 'Pat Lee', email: 'pat@example.com', phoneNumber: '(212) 555-0100' };

describe('validateLead', () => {
  it('accepts a valid lead and returns it normalised', () => {
    const report = validateLead(flow, { contactInfo, loanType: 'cashOut', answers: { zip: '48009' }, timestamp: 'x', userAgent: 'y', phoneVerified: false });
    expect(report).toEqual({
      ok: true,
      completed: true,
      loanType: 'cashOut',
      answers: { zip: '48009' },
      contactInfo: { fullName: 'Pat Lee', email: 'pat@example.com', phoneNumber: '212-555-0100' },
      problems: [],
    });
  });

  it('defaults loanType to the flow’s lead default', () => {
    expect(validateLead(flow, { contactInfo, answers: { zip: '48009' } }).loanType).toBe('cashOut');
  });

  it('checks contact info with the contact step’s rules, and loanType', () => {
    const report = validateLead(flow, { contactInfo: { fullName: '', email: 'x', phoneNumber: '123' }, loanType: 'purchase', answers: { zip: '48009' } });
    expect(report.problems).toEqual([
      { key: 'loanType', code: 'loan-type', message: 'loanType does not match the flow (cashOut).' },
      { key: 'contactInfo.fullName', code: 'contact', message: 'Full name is required.' },
      { key: 'contactInfo.email', code: 'contact', message: 'Enter a valid email address.' },
      { key: 'contactInfo.phoneNumber', code: 'contact', message: 'Enter a valid US phone number.' },
    ]);
    expect(validateLead(flow, { contactInfo, loanType: 'boat', answers: { zip: '48009' } }).problems[0]?.message).toBe('loanType must be purchase, refinance or cashOut.');
  });

  it('refuses a payload that is not an object', () => {
    expect(validateLead(flow, 'lead').problems.map((p) => p.code)).toEqual(['not-an-object', 'not-an-object', 'contact']);
  });
});

describe('buildLeadPayload', () => {
  it('builds the lead payload; loanType falls back to the flow default', () => {
    expect(buildLeadPayload(flow, null, contactInfo, { now: 0, userAgent: 'UA', phoneVerified: true })).toEqual({
      contactInfo,
      loanType: 'cashOut',
      answers: {},
      timestamp: '1970-01-01T00:00:00.000Z',
      userAgent: 'UA',
      phoneVerified: true,
    });
    expect(buildLeadPayload(flow, { loanType: 'purchase', answers: { zip: '1' } }, contactInfo, { now: 0, userAgent: '', phoneVerified: false }).loanType).toBe('purchase');
  });
});
