import { describe, expect, it } from 'vitest';
import { freshSession } from '../../../../engine';
import { funnelLead } from '../../../../app/features/funnels/funnel-lead';
import { flow } from './flow-fixture';

const contact = { fullName: 'Jane', email: 'jane@example.com', phoneNumber: '248-555-0142' };
const context = { now: Date.parse('2026-05-01T12:00:00Z'), userAgent: 'UA', phoneVerified: false };

describe('the funnels’ lead payload', () => {
  it('is the engine’s payload plus the definition version answered', () => {
    const definition = { flow: flow('refinance'), version: 'sha256-1' };
    const session = { ...freshSession(definition.flow), answers: { zipCode: '48009' } };
    expect(funnelLead(definition, session, contact, context)).toEqual({
      contactInfo: contact,
      loanType: 'refinance',
      answers: { zipCode: '48009' },
      timestamp: '2026-05-01T12:00:00.000Z',
      userAgent: 'UA',
      phoneVerified: false,
      definitionVersion: 'sha256-1',
    });
  });

  it('defaults loanType to purchase in the questionnaire and cashOut in VetLife', () => {
    expect(funnelLead({ flow: flow('refinance'), version: 'v' }, null, contact, context).loanType).toBe('purchase');
    expect(funnelLead({ flow: flow('vetlife-refinance'), version: 'v' }, null, contact, context).loanType).toBe('cashOut');
  });
});
