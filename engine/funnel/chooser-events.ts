import { STORAGE_KEYS } from '../storage/storage-keys';
import type { LoanType } from '../types/flow';
import { openType, stay } from './funnel-state';
import type { FunnelConfig, FunnelEffect, FunnelEnv, FunnelState, FunnelTransition } from './funnel-types';
import { funnelSearch } from './funnel-url';

/** A loan type chosen: saved progress cleared, the type in the URL, its flow started fresh. */
export function typeChosen(config: FunnelConfig, state: FunnelState, loanType: LoanType, env: FunnelEnv): FunnelTransition {
  if (state.busy) return stay(state);
  const effects: FunnelEffect[] = [
    { type: 'clearSaved', keys: STORAGE_KEYS[config.variant] },
    { type: 'writeUrl', search: funnelSearch(env.search, { loanType }), push: false, thankYou: false },
  ];
  if (config.scrollTopAfterChooseMs !== null) effects.push({ type: 'scrollToTop', afterMs: config.scrollTopAfterChooseMs });
  const opened = openType(config, state, { loanType, mode: 'start', byVisitor: true });
  return { state: opened.state, effects: [...effects, ...opened.effects] };
}

/** 'Continue' on the offer: its type restored. */
export function offerResumed(config: FunnelConfig, state: FunnelState, env: FunnelEnv): FunnelTransition {
  const { offer } = state;
  if (!offer || state.screen !== 'chooser') return stay(state);
  const opened = openType(config, state, { loanType: offer.loanType, mode: 'restore', byVisitor: true });
  return { state: opened.state, effects: [{ type: 'writeUrl', search: funnelSearch(env.search, { loanType: offer.loanType }), push: false, thankYou: false }, ...opened.effects] };
}

/** 'Start Fresh' (VetLife's clear): the saved progress dropped, the chooser stays. */
export function offerDropped(config: FunnelConfig, state: FunnelState): FunnelTransition {
  return { state: { ...state, offer: null }, effects: [{ type: 'clearSaved', keys: STORAGE_KEYS[config.variant] }] };
}
