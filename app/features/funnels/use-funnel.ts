import { useCallback, useEffect, useRef, useState } from 'react';
import { documentLocale } from '../../data/document-locale';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import {
  funnelTransition,
  initialFunnelState,
  refusalOf,
  STORAGE_KEYS,
  storageKeys,
  type ContactField,
  type FunnelEffect,
  type FunnelEnv,
  type FunnelEvent,
  type LeadVerdict,
  type LoanType,
  type StorageKeys,
  type StoredProgress,
} from '../../../engine';
import { leadAnalytics, useFunnelAnalytics } from '../analytics';
import { servedVariant } from '../experiments';
import { browserLeadOutbox, type SubmitResult } from '../lead-outbox';
import { flushSavedStateStores, savedStateStore } from './browser-store';
import { isPreview, loadFlow, rememberFlow, setPreview } from './flow-source';
import type { FunnelConfig, FunnelLoaderData, FunnelState } from './funnel-types';
import { useLater } from './use-later';
import { readLoanOfficer, type LoanOfficerCard } from '../../domain/lead-receipt';
import { rememberedOfficer, rememberOfficer } from '../loan-officer';

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
  /** The dialog verified the phone: `verificationId` is the proof the lead carries. */
  phoneVerified(verificationId: string): void;
  phoneVerificationCancelled(): void;
}

function storedProgress(keys: StorageKeys): StoredProgress {
  const store = savedStateStore(keys);
  return { saved: store.load().state, submitted: store.isSubmitted() };
}

/** The experiment variant the visit's saved progress was served, if any. */
const keptAssignment = (keys: StorageKeys) => savedStateStore(keys).load().state?.experiment;

function verdictOf(result: SubmitResult): LeadVerdict {
  if (result.outcome === 'rejected') return { outcome: 'rejected', status: result.status ?? 400, refusal: refusalOf(result.body) };
  return { outcome: result.outcome };
}

const environment = (): FunnelEnv => ({ now: Date.now(), search: window.location.search, href: window.location.href, userAgent: navigator.userAgent, language: documentLocale() });

/**
 * A funnel on a page: the engine's state machine decides every move and returns its effects as data;
 * this hook runs them (browser storage, the URL, timers, loading the flow, sending the lead through the
 * outbox) and feeds their results back as events. Browser storage is read only in effects, so the
 * server's HTML (the chooser, or 'Loading...' for a ?type= URL) is what the browser hydrates.
 */
export function useFunnel(config: FunnelConfig, data: FunnelLoaderData): { state: FunnelState; actions: FunnelActions; officer: LoanOfficerCard | null } {
  const [state, setState] = useState<FunnelState>(() => initialFunnelState(data.type));
  const [officer, setOfficer] = useState<LoanOfficerCard | null>(null);
  const ref = useRef(state);
  const mounted = useRef(false);
  const later = useLater();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const locationRef = useRef(location);
  locationRef.current = location;

  const dispatchRef = useRef<(event: FunnelEvent) => void>(() => undefined);
  const track = useFunnelAnalytics(ref, () => !isPreview());

  const run = useCallback(
    (effect: FunnelEffect) => {
      const dispatch = dispatchRef.current;
      switch (effect.type) {
        case 'loadFlow':
          void loadFlow(effect.entryPath, { fresh: effect.fresh })
            .then((live) => servedVariant(effect.entryPath, live, live ? keptAssignment(storageKeys(live.flow)) : undefined, (version) => loadFlow(effect.entryPath, { version })))
            .then((definition) =>
              dispatch({
                type: 'flowLoaded',
                generation: effect.generation,
                definition,
                stored: definition ? storedProgress(storageKeys(definition.flow)) : { saved: null, submitted: false },
              }),
            );
          return;
        case 'save':
          return savedStateStore(effect.keys).save(effect.state);
        case 'clearSaved':
          return savedStateStore(effect.keys).clear();
        case 'setSubmitted':
          return savedStateStore(effect.keys).setSubmitted(effect.value);
        case 'flushSaves':
          return flushSavedStateStores();
        case 'readChooserProgress':
          return dispatch({ type: 'chooserProgressRead', generation: effect.generation, stored: storedProgress(STORAGE_KEYS[config.variant]) });
        case 'writeUrl': {
          const current = locationRef.current;
          if (effect.search === current.search && !effect.push) return;
          const historyState = effect.thankYou ? { funnel: true, thankYou: true } : { funnel: true };
          void navigate({ pathname: current.pathname, search: effect.search }, { replace: !effect.push, state: historyState, preventScrollReset: true });
          return;
        }
        case 'after':
          return later(effect.ms, () => dispatch(effect.event));
        case 'scrollToTop':
          return later(effect.afterMs, () => window.scrollTo({ top: 0 }));
        case 'sendLead':
          // A draft preview walks to the thank-you without sending: the server would refuse its version anyway.
          if (isPreview()) return dispatch({ type: 'leadAnswered', verdict: { outcome: 'delivered' } });
          void browserLeadOutbox()
            .submit(effect.url, { ...effect.body, ...leadAnalytics(ref.current.definition?.assignment) })
            .then((result) => {
              // Who will call: named on the thank-you when the server routed the lead to a loan officer.
              const card = result.outcome === 'delivered' ? readLoanOfficer(result.body) : null;
              rememberOfficer(config.variant, card);
              setOfficer(card);
              dispatch({ type: 'leadAnswered', verdict: verdictOf(result) });
            });
          return;
      }
    },
    [config.variant, later, navigate],
  );

  const dispatch = useCallback(
    (event: FunnelEvent) => {
      if (!mounted.current) return;
      const previous = ref.current;
      const { state: next, effects } = funnelTransition(config, previous, event, environment());
      ref.current = next;
      setState(next);
      track(previous, next, effects);
      for (const effect of effects) run(effect);
    },
    [config, run, track],
  );
  dispatchRef.current = dispatch;

  // Page load: the chooser (with any saved progress offered), or the URL's type restored.
  useEffect(() => {
    mounted.current = true;
    setPreview(data.preview);
    rememberFlow(data.entryPath ?? '', data.preloaded);
    dispatch({ type: 'pageLoaded' });
    const onHide = () => flushSavedStateStores();
    window.addEventListener('pagehide', onHide);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', onHide);
      flushSavedStateStores();
    };
    // Once per mount: later URL changes are followed below.
  }, []);

  // The URL changed (browser back/forward, a link, or the funnel's own write, which the machine ignores).
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    dispatch({ type: 'urlChanged', historyState: location.state, pop: navigationType === 'POP' });
  }, [location, navigationType, dispatch]);

  // A thank-you restored by a reload names the officer the lead was routed to, as it did before.
  const thanked = state.screen === 'thank-you';
  useEffect(() => {
    if (thanked && !officer) setOfficer(rememberedOfficer(config.variant));
  }, [thanked]);

  const send = (event: FunnelEvent) => () => dispatch(event);
  return {
    state,
    officer,
    actions: {
      choose: (loanType) => dispatch({ type: 'choose', loanType }),
      resume: send({ type: 'resume' }),
      startFresh: send({ type: 'startFresh' }),
      answer: (value, auto) => dispatch({ type: 'answer', value, auto }),
      back: send({ type: 'back' }),
      setContactField: (field, value) => dispatch({ type: 'contactField', field, value }),
      blurContactField: (field) => dispatch({ type: 'contactBlur', field }),
      clearContact: send({ type: 'clearContact' }),
      submitContact: send({ type: 'submitContact' }),
      phoneVerified: (verificationId) => dispatch({ type: 'phoneVerified', verificationId }),
      phoneVerificationCancelled: send({ type: 'phoneVerificationCancelled' }),
    },
  };
}
