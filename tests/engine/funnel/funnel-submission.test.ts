import { describe, expect, it } from 'vitest';
import { createMemoryStorage, LEAD_REFUSAL_MESSAGES, STORAGE_KEYS, type Flow, type FunnelLead, type LeadVerdict, type ServedFlow } from '../../../engine';
import { makeFlow, q, yesNo } from '../support/flows';
import { createDriver, QUESTIONNAIRE, type DriverOptions } from './funnel-driver';

const CONSENT = 'By selecting Continue, you agree that we may call, text and e-mail you about this request. See our [Privacy Policy](/privacy-policy).';
const flowOf = (extra: Partial<Flow> = {}): Flow =>
  makeFlow([q(1, 'hasAgent', { type: 'options', options: yesNo(3) }), q(2, 'agentName'), q(3, 'price', { type: 'currency', min: 1000 }), q(4, 'zipCode', { type: 'zipcode' })], {
    id: 'purchase',
    contact: { consent: CONSENT },
    ...extra,
  });
const v1: ServedFlow = { flow: flowOf(), version: 'sha256-v1' };
const JANE = { fullName: 'Jane Q Buyer', email: 'jane.buyer@example.com', phoneNumber: '(248) 555-0142' };

/** A visit that answers every question and reaches the contact step, with the contact details typed. */
function atContactStep(options: Partial<DriverOptions> = {}) {
  const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: v1 }, search: '?type=purchase&utm_source=mail', ...options });
  driver.dispatch({ type: 'pageLoaded' });
  for (const value of ['yes', 'Pat Agent', 350000, '48009']) driver.dispatch({ type: 'answer', value, auto: false });
  for (const [field, value] of Object.entries(JANE)) driver.dispatch({ type: 'contactField', field: field as keyof typeof JANE, value });
  return driver;
}

const refusal = (fields: Record<string, string>, code = 'validation_failed'): LeadVerdict => ({ outcome: 'rejected', status: 422, refusal: { code, message: 'Some answers are missing or not valid.', fields } });

describe('the contact step', () => {
  it('formats the phone while typing and refuses Continue with every message, focusing the first', () => {
    const driver = atContactStep();
    expect(driver.state.contact.values.phoneNumber).toBe('248-555-0142');
    driver.dispatch({ type: 'contactField', field: 'email', value: 'jane@' });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.state).toMatchObject({ screen: 'contact', contactRefusals: 1, contact: { errors: { email: 'Enter a valid email address.' }, submitting: false } });
    expect(driver.sent).toEqual([]);
  });

  it('refuses a number whose exchange starts with 1 (248-155-0142): no lead is sent, no thank-you', () => {
    const driver = atContactStep();
    driver.dispatch({ type: 'contactField', field: 'phoneNumber', value: '248-155-0142' });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.state.screen).toBe('contact');
    expect(driver.state.contact.errors.phoneNumber).toBe('Enter a valid US phone number.');
    expect(driver.sent).toEqual([]);
  });

  it('sends the lead with the version answered and the consent’s time and page', () => {
    const driver = atContactStep();
    driver.dispatch({ type: 'submitContact' });
    expect(driver.sent).toHaveLength(1);
    const lead: FunnelLead = driver.sent[0]!;
    expect(lead).toMatchObject({
      contactInfo: { fullName: 'Jane Q Buyer', email: 'jane.buyer@example.com', phoneNumber: '248-555-0142' },
      loanType: 'purchase',
      answers: { hasAgent: true, agentName: 'Pat Agent', price: 350000, zipCode: '48009' },
      definitionVersion: 'sha256-v1',
      consent: { at: '2026-11-23T12:00:00.000Z', pageUrl: 'https://www.example.com/quote-landing?type=purchase&utm_source=mail' },
    });
  });

  it('names the program page the link into the funnel came from, kept in the URL while the visitor answered', () => {
    const driver = atContactStep({ search: '?type=purchase&program=FHA-loan' });
    expect(driver.urls.at(-1)?.search).toContain('program=FHA-loan');
    driver.dispatch({ type: 'submitContact' });
    expect(driver.sent[0]).toMatchObject({ program: 'FHA-loan' });
    const plain = atContactStep();
    plain.dispatch({ type: 'submitContact' });
    expect(plain.sent[0]).not.toHaveProperty('program');
    const odd = atContactStep({ search: '?type=purchase&program=%3Cscript%3E' });
    odd.dispatch({ type: 'submitContact' });
    expect(odd.sent[0]).not.toHaveProperty('program');
  });

  it('verifies the phone first when the flow requires it, and sends once verified; cancelling reopens the form', () => {
    const verified: ServedFlow = { flow: flowOf({ contact: { consent: CONSENT, requirePhoneVerification: true } }), version: 'sha256-v1' };
    const driver = atContactStep({ flows: { purchase: verified } });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.state.screen).toBe('verify');
    driver.dispatch({ type: 'phoneVerificationCancelled' });
    expect(driver.state).toMatchObject({ screen: 'contact', contact: { submitting: false } });
    driver.dispatch({ type: 'submitContact' });
    driver.dispatch({ type: 'phoneVerified', verificationId: 'verification-1' });
    expect(driver.sent[0]).toMatchObject({ phoneVerified: true, verificationId: 'verification-1' });
    expect(driver.state.screen).toBe('thank-you');
  });

  it('sends no verification id when the phone was not verified', () => {
    const driver = atContactStep();
    driver.dispatch({ type: 'submitContact' });
    expect(driver.sent[0]).toMatchObject({ phoneVerified: false });
    expect(driver.sent[0]).not.toHaveProperty('verificationId');
  });

  it('forgets the verification when the phone number is changed afterwards, and verifies the new one', () => {
    const verified: ServedFlow = { flow: flowOf({ contact: { consent: CONSENT, requirePhoneVerification: true } }), version: 'sha256-v1' };
    const driver = atContactStep({ flows: { purchase: verified }, answerLead: () => refusal({ 'contactInfo.email': 'Enter a valid email address.' }) });
    driver.dispatch({ type: 'submitContact' });
    driver.dispatch({ type: 'phoneVerified', verificationId: 'verification-1' });
    expect(driver.sent[0]).toMatchObject({ verificationId: 'verification-1' });
    expect(driver.state).toMatchObject({ screen: 'contact', phoneVerified: true, verificationId: 'verification-1' });
    // Typing the same number again keeps the proof; another number loses it.
    driver.dispatch({ type: 'contactField', field: 'phoneNumber', value: '248-555-0142' });
    expect(driver.state.verificationId).toBe('verification-1');
    driver.dispatch({ type: 'contactField', field: 'phoneNumber', value: '(313) 555-0199' });
    expect(driver.state).toMatchObject({ phoneVerified: false, verificationId: null });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.state.screen).toBe('verify');
    driver.dispatch({ type: 'phoneVerified', verificationId: 'verification-2' });
    expect(driver.sent[1]).toMatchObject({ contactInfo: { phoneNumber: '313-555-0199' }, verificationId: 'verification-2' });
  });
});

describe('the lead’s verdict', () => {
  it.each<[string, LeadVerdict]>([
    ['stored (2xx)', { outcome: 'delivered' }],
    ['kept for a resend (network, timeout, 5xx, 408, 429)', { outcome: 'queued' }],
  ])('%s: thank-you, the completion flag set, a pushed thank-you entry, and no contact details kept', (_name, verdict) => {
    const driver = atContactStep({ answerLead: () => verdict });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.state).toMatchObject({ screen: 'thank-you', contact: { values: { fullName: '', email: '', phoneNumber: '' } } });
    expect(driver.urls.at(-1)).toEqual({ search: '?type=purchase&utm_source=mail', push: true, thankYou: true });
    const saved = driver.saved(STORAGE_KEYS.questionnaire)!;
    expect(saved).toMatchObject({ leadSent: true, contactInfo: { fullName: '', email: '', phoneNumber: '' } });
    expect(JSON.stringify(driver.storage.keys().map((key) => driver.storage.getItem(key)))).not.toMatch(/jane|248/i);
  });

  it('after a sent lead: a reload in the same session shows the thank-you; a later visit starts fresh and is offered nothing', () => {
    const driver = atContactStep();
    driver.dispatch({ type: 'submitContact' });
    const reload = createDriver(QUESTIONNAIRE, { flows: { purchase: v1 }, search: '?type=purchase', storage: driver.storage, sessionStorage: driver.session });
    reload.dispatch({ type: 'pageLoaded' });
    expect(reload.state.screen).toBe('thank-you');

    const landing = createDriver(QUESTIONNAIRE, { flows: { purchase: v1 }, storage: driver.storage, sessionStorage: createMemoryStorage() });
    landing.dispatch({ type: 'pageLoaded' });
    expect(landing.state).toMatchObject({ screen: 'chooser', offer: null });

    const later = createDriver(QUESTIONNAIRE, { flows: { purchase: v1 }, search: '?type=purchase', storage: driver.storage, sessionStorage: createMemoryStorage() });
    later.dispatch({ type: 'pageLoaded' });
    expect(later.state).toMatchObject({ screen: 'question', session: { current: 0, answers: {} } });
    expect(later.saved(STORAGE_KEYS.questionnaire)).toBeNull();
  });

  it('browser back from the thank-you entry shows the contact step again, empty', () => {
    const driver = atContactStep();
    driver.dispatch({ type: 'submitContact' });
    driver.pop('?type=purchase&utm_source=mail', { funnel: true });
    expect(driver.state).toMatchObject({ screen: 'contact', contact: { values: { fullName: '', email: '', phoneNumber: '' }, prefilled: false } });
  });

  it('a 422 naming an answer brings the visitor back to that question with the server’s message and every answer kept', () => {
    const driver = atContactStep({ answerLead: () => refusal({ price: 'Amount must be at least $5,000' }) });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.state).toMatchObject({ screen: 'question', session: { current: 2, history: [0, 1], completed: false }, serverErrors: { price: 'Amount must be at least $5,000' } });
    expect(driver.state.session!.answers).toEqual({ hasAgent: true, agentName: 'Pat Agent', price: 350000, zipCode: '48009' });
    expect(driver.state.contact.values.email).toBe('jane.buyer@example.com');
    expect(driver.search).toBe('?type=purchase&step=2&utm_source=mail');
    // Answering it again moves on and clears the server's message.
    driver.dispatch({ type: 'answer', value: 360000, auto: false });
    expect(driver.state.serverErrors).toEqual({});
  });

  it('a 422 naming contact fields reopens the contact step with the server’s messages', () => {
    const driver = atContactStep({ answerLead: () => refusal({ 'contactInfo.phoneNumber': 'Enter a valid US phone number.' }) });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.state).toMatchObject({ screen: 'contact', contactRefusals: 1, contact: { submitting: false, errors: { phoneNumber: 'Enter a valid US phone number.' } } });
  });

  it('a refusal naming nothing the visitor can fix (400, 413) stays on the contact step with a general message', () => {
    const driver = atContactStep({ answerLead: () => ({ outcome: 'rejected', status: 413, refusal: null }) });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.state).toMatchObject({ screen: 'contact', notice: LEAD_REFUSAL_MESSAGES.general, contact: { submitting: false } });
  });

  it('an outdated version loads the current one afresh and keeps the answers that still apply and the contact details', () => {
    const v2: ServedFlow = {
      flow: makeFlow([q(1, 'hasAgent', { type: 'options', options: yesNo(3) }), q(2, 'agentName'), q(3, 'price', { type: 'currency', min: 1000 }), q(4, 'creditScore', { type: 'options', options: ['Good', 'Fair'] }), q(5, 'zipCode', { type: 'zipcode' })], {
        id: 'purchase',
        contact: { consent: CONSENT },
      }),
      version: 'sha256-v2',
    };
    const flows = { purchase: v1 };
    const driver = atContactStep({ flows, answerLead: (lead) => (lead.definitionVersion === 'sha256-v1' ? refusal({ definitionVersion: 'changed' }, 'definition_outdated') : { outcome: 'delivered' }) });
    flows.purchase = v2;
    driver.dispatch({ type: 'submitContact' });
    expect(driver.effects).toContainEqual(expect.objectContaining({ type: 'loadFlow', fresh: true }));
    expect(driver.state).toMatchObject({ screen: 'question', definition: { version: 'sha256-v2' }, session: { current: 3 }, notice: LEAD_REFUSAL_MESSAGES.outdated });
    expect(driver.state.session!.answers).toEqual({ hasAgent: true, agentName: 'Pat Agent', price: 350000, zipCode: '48009' });
    driver.dispatch({ type: 'answer', value: 'Good', auto: true });
    // The next question shows its kept answer, ready to confirm.
    expect(driver.state).toMatchObject({ screen: 'question', notice: null, session: { current: 4, answers: { zipCode: '48009' } } });
    driver.dispatch({ type: 'answer', value: '48009', auto: false });
    expect(driver.state).toMatchObject({ screen: 'contact', contact: { values: { email: 'jane.buyer@example.com' } } });
    driver.dispatch({ type: 'submitContact' });
    expect(driver.sent.at(-1)).toMatchObject({ definitionVersion: 'sha256-v2', answers: { creditScore: 'Good', zipCode: '48009' } });
    expect(driver.state.screen).toBe('thank-you');
  });
});
