import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import {
  answer as answerQuestion,
  back as goBack,
  contactForm,
  contactFormAfterThankYouBack,
  contactNextStep,
  formatPhone,
  parseLoanType,
  restoreSession,
  savedProgressOffer,
  start,
  STORAGE_KEYS,
  storageKeys,
  toSavedState,
  validateContact,
  validateContactField,
  type ContactField,
  type Effect,
  type LoanType,
  type SavedStateStore,
  type Session,
} from '../../../engine';
import type { FlowDefinition } from '../../data/site-api';
import { browserLeadOutbox } from '../lead-outbox/browser-outbox';
import { flushSavedStateStores, savedStateStore } from './browser-store';
import { entryPathOf } from './entry-path';
import { loadFlow, rememberFlow } from './flow-source';
import { funnelLead } from './funnel-lead';
import type { FunnelConfig, FunnelLoaderData, FunnelScreen, FunnelState } from './funnel-types';
import { urlChange } from './url-change';
import { useLater } from './use-later';
import { funnelSearch, isFunnelHistoryState, type FunnelHistoryState } from './url-sync';

export interface FunnelActions {
  choose(loanType: LoanType): void;
  /** The saved progress offered on the chooser: continue it, or clear it. */
  resume(): void;
  startFresh(): void;
  /** Records an answer after the flow's delay (`auto`: a choice that continues by itself). */
  answer(value: unknown, auto: boolean): void;
  back(): void;
  setContactField(field: ContactField, value: string): void;
  blurContactField(field: ContactField): void;
  /** 'Clear and start fresh': empties the pre-filled contact fields. */
  clearContact(): void;
  submitContact(): void;
  phoneVerified(): void;
  phoneVerificationCancelled(): void;
}

function initialState(data: FunnelLoaderData): FunnelState {
  return {
    screen: data.type ? 'loading' : 'chooser',
    loanType: data.type,
    definition: null,
    session: null,
    contact: contactForm(null),
    phoneVerified: false,
    contactRefusals: 0,
    offer: null,
    step: { id: 0, direction: 'none', byVisitor: false },
    busy: false,
    answerError: null,
  };
}

const screenOf = (session: Session): FunnelScreen => (session.completed ? 'contact' : 'question');

/**
 * A funnel's state around the engine's pure transitions: the engine decides every move (answer, back,
 * start, restore) and returns effects as data; this hook runs them (saved state through the engine's
 * debounced store, URL with replace, chooser), adds the funnels' timings, and sends the lead through the
 * outbox. Browser storage is read only in effects and handlers, so the server's HTML (chooser, or
 * 'Loading...' for a ?type= URL) is what the browser hydrates.
 */
export function useFunnel(config: FunnelConfig, data: FunnelLoaderData): { state: FunnelState; actions: FunnelActions } {
  const [state, setState] = useState<FunnelState>(() => initialState(data));
  const ref = useRef(state);
  const generation = useRef(0);
  const later = useLater();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const locationRef = useRef(location);
  locationRef.current = location;
  const { variant } = config;

  const commit = useCallback((patch: Partial<FunnelState>) => {
    ref.current = { ...ref.current, ...patch };
    setState(ref.current);
  }, []);

  const chooserStore = useCallback((): SavedStateStore => savedStateStore(STORAGE_KEYS[variant]), [variant]);
  const storeOf = useCallback((definition: FlowDefinition | null) => (definition ? savedStateStore(storageKeys(definition.flow)) : chooserStore()), [chooserStore]);

  const writeUrl = useCallback(
    (search: string, options: { push?: boolean; thankYou?: boolean } = {}) => {
      const current = locationRef.current;
      if (search === current.search && !options.push) return;
      const historyState: FunnelHistoryState = options.thankYou ? { funnel: true, thankYou: true } : { funnel: true };
      void navigate({ pathname: current.pathname, search }, { replace: !options.push, state: historyState, preventScrollReset: true });
    },
    [navigate],
  );

  const save = useCallback(() => {
    const { definition, session, contact } = ref.current;
    if (!definition || !session) return;
    storeOf(definition).save(toSavedState(definition.flow, session, contact.values, Date.now()));
  }, [storeOf]);

  const showChooser = useCallback((byVisitor = true) => {
    generation.current++;
    flushSavedStateStores();
    const store = chooserStore();
    const offer = savedProgressOffer(store.load().state, store.isSubmitted());
    commit({ screen: 'chooser', loanType: null, definition: null, session: null, offer, busy: false, answerError: null, phoneVerified: false, step: { id: ref.current.step.id + 1, direction: 'none', byVisitor } });
    writeUrl(funnelSearch(locationRef.current.search, null));
  }, [chooserStore, commit, writeUrl]);

  /** Runs the engine's effects for the current definition and session. */
  const run = useCallback(
    (effects: readonly Effect[]) => {
      const { definition, session } = ref.current;
      for (const effect of effects) {
        switch (effect.type) {
          case 'save':
            save();
            break;
          case 'clearStorage':
            storeOf(definition).clear();
            break;
          case 'clearUrl':
            writeUrl(funnelSearch(locationRef.current.search, null));
            break;
          case 'setUrl':
            if (definition) writeUrl(funnelSearch(locationRef.current.search, { flow: definition.flow, loanType: effect.loanType, step: effect.step }));
            break;
          case 'complete':
            if (definition && session) writeUrl(funnelSearch(locationRef.current.search, { flow: definition.flow, loanType: session.loanType, step: null }));
            break;
          case 'goToChooser':
            showChooser(true);
            break;
          case 'restart':
            // Handled where a type change is detected (openType).
            break;
        }
      }
    },
    [save, showChooser, storeOf, writeUrl],
  );

  /** The flow's questions could not be had (failure, empty list): storage cleared, type reset, back to the chooser. */
  const unavailable = useCallback(() => {
    chooserStore().clear();
    showChooser(true);
  }, [chooserStore, showChooser]);

  /** Loads a type's flow, then starts it fresh ('start') or restores the saved progress ('restore'). */
  const openType = useCallback(
    async (loanType: LoanType, mode: 'start' | 'restore', step: unknown, byVisitor: boolean) => {
      const mine = ++generation.current;
      commit({ screen: 'loading', loanType, definition: null, session: null, offer: null, busy: false, answerError: null, phoneVerified: false });
      const definition = await loadFlow(entryPathOf(variant, loanType));
      if (mine !== generation.current) return;
      if (!definition) return unavailable();
      const { flow } = definition;
      const store = savedStateStore(storageKeys(flow));
      const nextStep = { id: ref.current.step.id + 1, direction: 'none' as const, byVisitor };

      if (mode === 'start') {
        const started = start(flow, loanType);
        if (!started.session) return unavailable();
        commit({ screen: 'question', definition, session: started.session, contact: contactForm(null), step: nextStep });
        return run(started.effects);
      }

      const restored = restoreSession(flow, store.load().state, { loanType, step, sessionCompleted: store.isSubmitted() });
      if (!restored.session) return unavailable();
      const screen: FunnelScreen = restored.outcome === 'submitted' ? 'thank-you' : screenOf(restored.session);
      commit({ screen, definition, session: restored.session, contact: contactForm(restored.contactInfo), step: nextStep });
      run(restored.effects.filter((effect) => effect.type !== 'setUrl' && effect.type !== 'complete'));
      // The URL names the position reached (a fresh or restored question, or the contact step).
      if (screen !== 'thank-you') writeUrl(funnelSearch(locationRef.current.search, { flow, loanType, step: restored.session.current }));
    },
    [commit, run, unavailable, variant, writeUrl],
  );

  // Page load: the chooser (with any saved progress offered), or the URL's type restored.
  useEffect(() => {
    rememberFlow(data.entryPath ?? '', data.preloaded);
    const params = new URLSearchParams(locationRef.current.search);
    const type = parseLoanType(params.get('type'));
    if (type) void openType(type, 'restore', params.get('step') ?? undefined, false);
    else showChooser(false);
    const onHide = () => flushSavedStateStores();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      generation.current++;
      flushSavedStateStores();
    };
    // Once per mount: later URL changes are handled below.
  }, []);

  // Browser back/forward (or a link) changed the URL: follow it.
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (navigationType !== 'POP' && isFunnelHistoryState(location.state)) return;
    const current = ref.current;
    const change = urlChange(current, location.search, location.state);
    switch (change.kind) {
      case 'none':
        return;
      case 'contact-again':
        return commit({ screen: 'contact', contact: contactFormAfterThankYouBack(), phoneVerified: false });
      case 'chooser':
        return showChooser(true);
      case 'restore':
        return void openType(change.loanType, 'restore', change.step, true);
      case 'restart':
        storeOf(current.definition).clear();
        return void openType(change.loanType, 'start', undefined, true);
      case 'step': {
        const { definition, session, contact } = current;
        if (!definition || !session) return;
        const saved = toSavedState(definition.flow, session, contact.values, Date.now());
        const restored = restoreSession(definition.flow, saved, { loanType: session.loanType, step: change.step });
        if (!restored.session) return;
        const direction = restored.session.history.length < session.history.length ? 'back' : 'forward';
        commit({ session: restored.session, screen: screenOf(restored.session), busy: false, step: { id: current.step.id + 1, direction, byVisitor: true } });
        return save();
      }
    }
  }, [location, navigationType, commit, openType, save, showChooser, storeOf]);

  const choose = useCallback(
    (loanType: LoanType) => {
      if (ref.current.busy) return;
      chooserStore().clear();
      writeUrl(funnelSearch(locationRef.current.search, { loanType }));
      const scroll = config.scrollTopAfterChooseMs;
      if (scroll !== null) later(scroll, () => window.scrollTo({ top: 0 }));
      void openType(loanType, 'start', undefined, true);
    },
    [chooserStore, config.scrollTopAfterChooseMs, later, openType, writeUrl],
  );

  const resume = useCallback(() => {
    const offer = ref.current.offer;
    if (!offer) return;
    writeUrl(funnelSearch(locationRef.current.search, { loanType: offer.loanType }));
    void openType(offer.loanType, 'restore', undefined, true);
  }, [openType, writeUrl]);

  const startFresh = useCallback(() => {
    chooserStore().clear();
    commit({ offer: null });
  }, [chooserStore, commit]);

  const answer = useCallback(
    (value: unknown, auto: boolean) => {
      if (ref.current.busy || !ref.current.session) return;
      commit({ busy: true, answerError: null });
      later(config.answerDelayMs(auto), () => {
        const { definition, session, step } = ref.current;
        if (!definition || !session) return;
        const moved = answerQuestion(definition.flow, session, value);
        if (moved.error) return commit({ busy: false, answerError: moved.error });
        commit({ session: moved.session, screen: screenOf(moved.session), busy: false, step: { id: step.id + 1, direction: 'forward', byVisitor: true } });
        run(moved.effects);
      });
    },
    [commit, config, later, run],
  );

  const back = useCallback(() => {
    if (ref.current.busy || !ref.current.session) return;
    commit({ busy: true });
    later(config.backDelayMs, () => {
      const { definition, session, step } = ref.current;
      if (!definition || !session) return;
      const moved = goBack(definition.flow, session);
      if (moved.effects.some((effect) => effect.type === 'goToChooser')) {
        // The questionnaire keeps its saved progress (the landing offers it); VetLife's effects clear it.
        save();
        return run(moved.effects);
      }
      commit({ session: moved.session, screen: 'question', busy: false, step: { id: step.id + 1, direction: 'back', byVisitor: true } });
      run(moved.effects);
    });
  }, [commit, config.backDelayMs, later, run, save]);

  const setContactField = useCallback(
    (field: ContactField, raw: string) => {
      const { contact, definition } = ref.current;
      const value = field === 'phoneNumber' ? formatPhone(raw) : raw;
      const values = { ...contact.values, [field]: value };
      const errors = { ...contact.errors };
      if (contact.touched[field]) {
        const message = validateContactField(field, value, definition?.flow.contact.messages);
        if (message) errors[field] = message;
        else delete errors[field];
      }
      commit({ contact: { ...contact, values, errors } });
      save();
    },
    [commit, save],
  );

  const blurContactField = useCallback(
    (field: ContactField) => {
      const { contact, definition } = ref.current;
      const message = validateContactField(field, contact.values[field], definition?.flow.contact.messages);
      const errors = { ...contact.errors };
      if (message) errors[field] = message;
      else delete errors[field];
      commit({ contact: { ...contact, errors, touched: { ...contact.touched, [field]: true } } });
    },
    [commit],
  );

  const clearContact = useCallback(() => {
    commit({ contact: contactForm(null) });
    save();
  }, [commit, save]);

  const sendLead = useCallback(() => {
    later(config.submitDelayMs, async () => {
      const { definition, session, contact, phoneVerified } = ref.current;
      if (!definition || !session) return;
      commit({ screen: 'processing' });
      const payload = funnelLead(definition, session, contact.values, { now: Date.now(), userAgent: navigator.userAgent, phoneVerified });
      // Whatever the answer, the thank-you screen shows (funnels.md §4); an unacknowledged lead stays queued.
      await browserLeadOutbox().submit(config.leadUrl, payload);
      const store = storeOf(definition);
      store.setSubmitted(true);
      save();
      store.flush();
      commit({ screen: 'thank-you', contact: { ...ref.current.contact, submitting: false }, step: { id: ref.current.step.id + 1, direction: 'forward', byVisitor: true } });
      writeUrl(locationRef.current.search, { push: true, thankYou: true });
    });
  }, [commit, config.leadUrl, config.submitDelayMs, later, save, storeOf, writeUrl]);

  const submitContact = useCallback(() => {
    const { contact, definition, phoneVerified } = ref.current;
    if (!definition || contact.submitting || ref.current.screen !== 'contact') return;
    const checked = validateContact(contact.values, definition.flow.contact.messages);
    if (!checked.ok) {
      commit({ contact: { ...contact, errors: checked.errors, touched: { fullName: true, email: true, phoneNumber: true } }, contactRefusals: ref.current.contactRefusals + 1 });
      return;
    }
    commit({ contact: { ...contact, values: checked.value, errors: {}, submitting: true } });
    if (contactNextStep(definition.flow, phoneVerified) === 'verifyPhone') return commit({ screen: 'verify' });
    sendLead();
  }, [commit, sendLead]);

  const phoneVerified = useCallback(() => {
    commit({ phoneVerified: true, screen: 'contact' });
    sendLead();
  }, [commit, sendLead]);

  const phoneVerificationCancelled = useCallback(() => {
    commit({ screen: 'contact', contact: { ...ref.current.contact, submitting: false } });
  }, [commit]);

  return {
    state,
    actions: { choose, resume, startFresh, answer, back, setContactField, blurContactField, clearContact, submitContact, phoneVerified, phoneVerificationCancelled },
  };
}
