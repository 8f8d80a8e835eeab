import { chooserProgressRead, flowLoaded, pageLoaded } from './load-events';
import { offerDropped, offerResumed, typeChosen } from './chooser-events';
import { contactCleared, contactLeft, contactSubmitted, contactTyped, phoneConfirmed, phoneVerificationCancelled, sendDue } from './contact-events';
import type { FunnelConfig, FunnelEnv, FunnelEvent, FunnelState, FunnelTransition } from './funnel-types';
import { leadAnswered } from './lead-verdict';
import { answerDue, answerGiven, backDue, backPressed } from './move-events';
import { urlChanged } from './url-events';

/**
 * The funnel's state machine: the next state and the effects to run, for an event in an environment
 * (clock, URL, user agent). Pure: it reads no storage, sets no timer and sends nothing; the caller runs
 * the effects in order and dispatches what they produce (a loaded flow, the lead's verdict, a delay's end).
 */
export function funnelTransition(config: FunnelConfig, state: FunnelState, event: FunnelEvent, env: FunnelEnv): FunnelTransition {
  switch (event.type) {
    case 'pageLoaded':
      return pageLoaded(config, state, env);
    case 'flowLoaded':
      return flowLoaded(config, state, event, env);
    case 'chooserProgressRead':
      return chooserProgressRead(state, event.generation, event.stored);
    case 'urlChanged':
      return urlChanged(config, state, event.historyState, event.pop, env);
    case 'choose':
      return typeChosen(config, state, event.loanType, env);
    case 'resume':
      return offerResumed(config, state, env);
    case 'startFresh':
      return offerDropped(config, state);
    case 'answer':
      return answerGiven(config, state, event.value, event.auto);
    case 'answerDue':
      return answerDue(config, state, event.value, env);
    case 'back':
      return backPressed(config, state);
    case 'backDue':
      return backDue(config, state, env);
    case 'contactField':
      return contactTyped(state, event.field, event.value, env);
    case 'contactBlur':
      return contactLeft(state, event.field);
    case 'clearContact':
      return contactCleared(state, env);
    case 'submitContact':
      return contactSubmitted(config, state);
    case 'sendDue':
      return sendDue(config, state, env);
    case 'phoneVerified':
      return phoneConfirmed(config, state, event.verificationId);
    case 'phoneVerificationCancelled':
      return phoneVerificationCancelled(state);
    case 'leadAnswered':
      return leadAnswered(config, state, event.verdict, env);
  }
}
