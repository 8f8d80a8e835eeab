import {
  createMemoryStorage,
  createSavedStateStore,
  entryPathOf,
  funnelTransition,
  initialFunnelState,
  parseLoanType,
  STORAGE_KEYS,
  storageKeys,
  type FunnelConfig,
  type FunnelEffect,
  type FunnelEvent,
  type FunnelLead,
  type FunnelState,
  type LeadVerdict,
  type SavedStateStore,
  type ServedFlow,
  type StorageKeys,
} from '../../../engine';

/** The two funnels' own settings (delays, lead URL, scroll), as the pages run them. */
export { quoteConfig as QUESTIONNAIRE } from '../../../app/features/quote/quote-theme';
export { vetLifeConfig as VETLIFE } from '../../../app/features/vetlife/vetlife-theme';

export interface DriverOptions {
  /** The flows the "server" serves, by entry path. */
  flows: Record<string, ServedFlow>;
  search?: string;
  /** How the "server" answers a lead (default: stored). */
  answerLead?: (lead: FunnelLead) => LeadVerdict;
  /** The browser's storage, to continue a visit in the same browser. */
  storage?: ReturnType<typeof createMemoryStorage>;
  /** The browser session's storage (a new session starts empty). */
  sessionStorage?: ReturnType<typeof createMemoryStorage>;
  now?: number;
}

/**
 * Runs the funnel's state machine as the browser hook does, against memory storage, a "server" of
 * flows and leads, and a URL: every effect is carried out and what it produces is dispatched, at once.
 * Timers run immediately, in order. Each step is recorded for the tests to read.
 */
export function createDriver(config: FunnelConfig, options: DriverOptions) {
  const storage = options.storage ?? createMemoryStorage();
  const session = options.sessionStorage ?? createMemoryStorage();
  const stores = new Map<string, SavedStateStore>();
  const now = options.now ?? Date.parse('2026-11-23T12:00:00Z');
  const storeOf = (keys: StorageKeys) => {
    let store = stores.get(keys.state);
    if (!store) {
      store = createSavedStateStore({ storage, session, keys, now: () => now, scheduler: { set: (callback) => (callback(), 0), clear: () => undefined } });
      stores.set(keys.state, store);
    }
    return store;
  };
  let search = options.search ?? '';
  let state: FunnelState = initialFunnelState(parseLoanType(new URLSearchParams(search).get('type')));
  const urls: { search: string; push: boolean; thankYou: boolean }[] = [];
  const sent: FunnelLead[] = [];
  const effects: FunnelEffect[] = [];
  /** Every transition as the page sees it: the state before and after, and the effects it asked for. */
  const transitions: Array<{ before: FunnelState; after: FunnelState; effects: FunnelEffect[] }> = [];
  const queue: FunnelEvent[] = [];
  let held: FunnelEvent[] | null = null;
  let running = false;

  const env = () => ({ now, search, href: `https://www.example.com/quote-landing${search}`, userAgent: 'driver' });

  const run = (effect: FunnelEffect) => {
    effects.push(effect);
    switch (effect.type) {
      case 'loadFlow': {
        const definition = Object.hasOwn(options.flows, effect.entryPath) ? options.flows[effect.entryPath]! : null;
        const stored = definition ? storeOf(storageKeys(definition.flow)) : null;
        const event: FunnelEvent = {
          type: 'flowLoaded',
          generation: effect.generation,
          definition,
          stored: stored ? { saved: stored.load().state, submitted: stored.isSubmitted() } : { saved: null, submitted: false },
        };
        (held ?? queue).push(event);
        return;
      }
      case 'save':
        return storeOf(effect.keys).save(effect.state);
      case 'clearSaved':
        return storeOf(effect.keys).clear();
      case 'setSubmitted':
        return storeOf(effect.keys).setSubmitted(effect.value);
      case 'flushSaves':
        return;
      case 'readChooserProgress': {
        const store = storeOf(STORAGE_KEYS[config.variant]);
        queue.push({ type: 'chooserProgressRead', generation: effect.generation, stored: { saved: store.load().state, submitted: store.isSubmitted() } });
        return;
      }
      case 'writeUrl':
        search = effect.search;
        urls.push({ search: effect.search, push: effect.push, thankYou: effect.thankYou });
        return;
      case 'after':
        queue.push(effect.event);
        return;
      case 'scrollToTop':
        return;
      case 'sendLead':
        sent.push(effect.body);
        queue.push({ type: 'leadAnswered', verdict: (options.answerLead ?? (() => ({ outcome: 'delivered' }) as const))(effect.body) });
        return;
    }
  };

  const dispatch = (event: FunnelEvent) => {
    queue.push(event);
    if (running) return;
    running = true;
    try {
      while (queue.length > 0) {
        const next = queue.shift()!;
        const transition = funnelTransition(config, state, next, env());
        transitions.push({ before: state, after: transition.state, effects: transition.effects });
        state = transition.state;
        for (const effect of transition.effects) run(effect);
      }
    } finally {
      running = false;
    }
  };

  return {
    dispatch,
    get state() {
      return state;
    },
    get search() {
      return search;
    },
    /** Browser navigation (back/forward): the URL changes, then the funnel hears of it. */
    pop(nextSearch: string, historyState: unknown = null) {
      search = nextSearch;
      dispatch({ type: 'urlChanged', historyState, pop: true });
    },
    /** Flow loads wait until release() (to race them against other events). */
    holdLoads() {
      held = [];
    },
    release() {
      const events = held ?? [];
      held = null;
      for (const event of events) dispatch(event);
    },
    urls,
    sent,
    effects,
    transitions,
    storage,
    session,
    saved: (keys: StorageKeys) => storeOf(keys).load().state,
    entryPath: (loanType: Parameters<typeof entryPathOf>[1]) => entryPathOf(config.variant, loanType),
  };
}

export type FunnelDriver = ReturnType<typeof createDriver>;
