import { contactForm, contactNextStep } from './contact-form';
import { formatPhone } from '../validation/format-phone';
import { validateContact, validateContactField } from '../validation/validate-contact';
import type { ContactField } from '../types/contact';
import { saveEffects, stay } from './funnel-state';
import { funnelLead } from './funnel-lead';
import { programKeyOf } from '../rules/program-key';
import type { FunnelConfig, FunnelEnv, FunnelState, FunnelTransition } from './funnel-types';

const onContact = (state: FunnelState) => state.screen === 'contact' && state.definition !== null;

/** A contact field typed into: the phone auto-formatted, its message refreshed once the field was left. */
export function contactTyped(state: FunnelState, field: ContactField, raw: string, env: FunnelEnv): FunnelTransition {
  if (!onContact(state) || state.contact.submitting) return stay(state);
  const { contact, definition } = state;
  const value = field === 'phoneNumber' ? formatPhone(raw) : raw;
  const errors = { ...contact.errors };
  if (contact.touched[field]) {
    const message = validateContactField(field, value, definition!.flow.contact.messages);
    if (message) errors[field] = message;
    else delete errors[field];
  }
  const next = { ...state, contact: { ...contact, values: { ...contact.values, [field]: value }, errors } };
  // A verification proves the number it was made for: another number is verified afresh.
  if (field === 'phoneNumber' && digitsOf(value) !== digitsOf(contact.values.phoneNumber)) Object.assign(next, { phoneVerified: false, verificationId: null });
  return { state: next, effects: saveEffects(next, env) };
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** A contact field left: its message shows from now on. */
export function contactLeft(state: FunnelState, field: ContactField): FunnelTransition {
  if (!onContact(state)) return stay(state);
  const { contact, definition } = state;
  const message = validateContactField(field, contact.values[field], definition!.flow.contact.messages);
  const errors = { ...contact.errors };
  if (message) errors[field] = message;
  else delete errors[field];
  return stay({ ...state, contact: { ...contact, errors, touched: { ...contact.touched, [field]: true } } });
}

/** 'Clear and start fresh': the pre-filled contact fields emptied, the answers kept. */
export function contactCleared(state: FunnelState, env: FunnelEnv): FunnelTransition {
  if (!onContact(state) || state.contact.submitting) return stay(state);
  const next = { ...state, contact: contactForm(null) };
  return { state: next, effects: saveEffects(next, env) };
}

/** Continue on the contact step: refused with every message, or on to phone verification or sending. */
export function contactSubmitted(config: FunnelConfig, state: FunnelState): FunnelTransition {
  if (!onContact(state) || state.contact.submitting) return stay(state);
  const { contact, definition, phoneVerified } = state;
  const checked = validateContact(contact.values, definition!.flow.contact.messages);
  if (!checked.ok) {
    return stay({ ...state, contact: { ...contact, errors: checked.errors, touched: { fullName: true, email: true, phoneNumber: true } }, contactRefusals: state.contactRefusals + 1 });
  }
  const next = { ...state, notice: null, contact: { ...contact, values: checked.value, errors: {}, submitting: true } };
  if (contactNextStep(definition!.flow, phoneVerified) === 'verifyPhone') return stay({ ...next, screen: 'verify' });
  return { state: next, effects: [{ type: 'after', ms: config.submitDelayMs, event: { type: 'sendDue' } }] };
}

/** The phone was verified in the dialog: the lead goes, with the verification's id as its proof. */
export function phoneConfirmed(config: FunnelConfig, state: FunnelState, verificationId: string): FunnelTransition {
  if (state.screen !== 'verify') return stay(state);
  return { state: { ...state, phoneVerified: true, verificationId, screen: 'contact' }, effects: [{ type: 'after', ms: config.submitDelayMs, event: { type: 'sendDue' } }] };
}

export function phoneVerificationCancelled(state: FunnelState): FunnelTransition {
  if (state.screen !== 'verify') return stay(state);
  return stay({ ...state, screen: 'contact', contact: { ...state.contact, submitting: false } });
}

/**
 * The submit delay passed: 'Processing...' while the lead is sent. The URL still carries what the link
 * into the funnel named beside its own parameters, such as the program page it came from.
 */
export function sendDue(config: FunnelConfig, state: FunnelState, env: FunnelEnv): FunnelTransition {
  const { definition, session, contact } = state;
  if (state.screen !== 'contact' || !contact.submitting || !definition || !session) return stay(state);
  const program = programKeyOf(new URLSearchParams(env.search).get('program'));
  const context = { now: env.now, userAgent: env.userAgent, phoneVerified: state.phoneVerified, verificationId: state.verificationId, pageUrl: env.href, program, language: env.language };
  const body = funnelLead(definition, session, contact.values, context);
  return { state: { ...state, screen: 'processing' }, effects: [{ type: 'sendLead', url: config.leadUrl, body }] };
}
