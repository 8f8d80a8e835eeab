import type { Flow, FlowVariant } from '../types/flow';

/** The storage keys of one product (the questionnaire or VetLife). */
export interface StorageKeys {
  /** localStorage: the saved state. */
  state: string;
  /** localStorage: the older form-state key, migrated into `state` and removed. */
  legacyFormState: string;
  /** localStorage: the older contact-info key ({ name, email, phone }), migrated and removed. */
  legacyContactInfo: string;
  /** sessionStorage: the completion flag, 'true' once the lead was submitted in this browser session. */
  sessionFlag: string;
}

export const STORAGE_KEYS: Readonly<Record<FlowVariant, StorageKeys>> = {
  questionnaire: {
    state: 'harborpoint.quote.state.v2',
    legacyFormState: 'quoteFormState',
    legacyContactInfo: 'quoteContactInfo',
    sessionFlag: 'formCompleted',
  },
  vetlife: {
    state: 'harborpoint.vetlife.state.v2',
    legacyFormState: 'vetlifeFormState',
    legacyContactInfo: 'vetlifeContactInfo',
    sessionFlag: 'vetlifeFormCompleted',
  },
};

/** The keys a flow's progress is stored under: its variant's, with the flow's storageKey when it names one. */
export function storageKeys(flow: Pick<Flow, 'variant' | 'storageKey'>): StorageKeys {
  const keys = STORAGE_KEYS[flow.variant];
  return flow.storageKey ? { ...keys, state: flow.storageKey } : keys;
}
