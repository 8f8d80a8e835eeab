import { describe, expect, it } from 'vitest';
import { flowIndex, freshSession, type Session } from '../../../engine';
import { completedAnswers } from '../../support/lead-bodies';
import { funnelLead } from '../../../engine/funnel/funnel-lead';
import { loadFlow as flow, validAnswer } from '../support/flows';

const contact = { fullName: 'Jane', email: 'jane@example.com', phoneNumber: '248-555-0142' };
const context = { now: Date.parse('2026-05-01T12:00:00Z'), userAgent: 'UA', phoneVerified: false, pageUrl: 'https://www.example.com/quote-landing?type=refinance' };

describe('the funnels’ lead payload', () => {
  it('is the engine’s payload plus the definition version answered and the consent’s time and page', () => {
    const definition = { flow: flow('refinance'), version: 'sha256-1' };
    const answers = completedAnswers('refinance') as Session['answers'];
    const session = { ...freshSession(definition.flow), answers };
    expect(funnelLead(definition, session, contact, context)).toEqual({
      contactInfo: contact,
      loanType: 'refinance',
      answers,
      timestamp: '2026-05-01T12:00:00.000Z',
      userAgent: 'UA',
      phoneVerified: false,
      definitionVersion: 'sha256-1',
      consent: { at: '2026-05-01T12:00:00.000Z', pageUrl: 'https://www.example.com/quote-landing?type=refinance' },
    });
  });

  it('sends only the answers on the path taken (a prefilled answer the path skips stays behind)', () => {
    const definition = { flow: flow('refinance'), version: 'sha256-1' };
    const answers = completedAnswers('refinance') as Session['answers'];
    const index = flowIndex(definition.flow, 'refinance');
    const offPath = index.keys.find((key) => !Object.hasOwn(answers, key))!;
    const question = index.questions[index.byKey.get(offPath)!]!;
    const extra = { ...answers, [offPath]: validAnswer(question) };
    expect(funnelLead(definition, { loanType: 'refinance', answers: extra }, contact, context).answers).toEqual(answers);
  });

  it('defaults loanType to purchase in the questionnaire and cashOut in VetLife', () => {
    expect(funnelLead({ flow: flow('refinance'), version: 'v' }, null, contact, context).loanType).toBe('purchase');
    expect(funnelLead({ flow: flow('vetlife-refinance'), version: 'v' }, null, contact, context).loanType).toBe('cashOut');
  });
});
