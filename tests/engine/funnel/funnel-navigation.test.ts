import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type Flow, type ServedFlow } from '../../../engine';
import { linearFlow, makeFlow, q, yesNo } from '../support/flows';
import { createDriver, QUESTIONNAIRE, VETLIFE } from './funnel-driver';

const served = (flow: Flow, version = 'sha256-v1'): ServedFlow => ({ flow, version });
const twelve = served(linearFlow(12, { id: 'purchase' }));
/** 1 agent? (no -> 3) · 2 agent name · 3 zip */
const branching = served(makeFlow([q(1, 'hasAgent', { type: 'options', options: yesNo(3) }), q(2, 'agentName'), q(3, 'zipCode', { type: 'zipcode' })], { id: 'purchase' }));

describe('the funnel machine: page load', () => {
  it('without a type shows the chooser, reads its saved progress and removes an unknown type from the URL', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: {}, search: '?type=heloc&utm_source=mail' });
    driver.dispatch({ type: 'pageLoaded' });
    expect(driver.state.screen).toBe('chooser');
    expect(driver.search).toBe('?utm_source=mail');
    expect(driver.effects.map((effect) => effect.type)).toEqual(['flushSaves', 'readChooserProgress', 'writeUrl']);
  });

  it('with a type loads its flow and starts at the first question, naming step 0 in the URL', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve }, search: '?type=purchase' });
    expect(driver.state.screen).toBe('loading');
    driver.dispatch({ type: 'pageLoaded' });
    expect(driver.state).toMatchObject({ screen: 'question', session: { current: 0 }, definition: { version: 'sha256-v1' } });
    expect(driver.search).toBe('?type=purchase&step=0');
  });

  it('a flow that cannot be had clears the saved progress and returns to the chooser', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: {}, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    expect(driver.state.screen).toBe('chooser');
    expect(driver.effects.map((effect) => effect.type)).toContain('clearSaved');
    expect(driver.search).toBe('');
  });

  it('ignores a flow that arrives after the visitor went elsewhere', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve, refinance: served(linearFlow(3, { id: 'refinance', loanType: 'refinance' })) }, search: '?type=purchase' });
    driver.holdLoads();
    driver.dispatch({ type: 'pageLoaded' });
    driver.pop('');
    expect(driver.state.screen).toBe('chooser');
    driver.release();
    expect(driver.state.screen).toBe('chooser');
  });
});

describe('the funnel machine: restore', () => {
  /** Answers the first n questions of the linear flow, then leaves (the saved progress stays). */
  function visitAnswering(n: number) {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve }, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    for (let i = 0; i < n; i++) driver.dispatch({ type: 'answer', value: `answer ${i}`, auto: false });
    return driver;
  }

  it('after two answers, ?step=9 opens question 3 (the first unanswered one) and the URL says so', () => {
    const first = visitAnswering(2);
    const again = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve }, search: '?type=purchase&step=9', storage: first.storage });
    again.dispatch({ type: 'pageLoaded' });
    expect(again.state.session).toMatchObject({ current: 2, history: [0, 1], completed: false });
    expect(again.search).toBe('?type=purchase&step=2');
  });

  it('a step on the answered path is honoured (history rebuilt before it)', () => {
    const first = visitAnswering(5);
    const again = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve }, search: '?type=purchase&step=3', storage: first.storage });
    again.dispatch({ type: 'pageLoaded' });
    expect(again.state.session).toMatchObject({ current: 3, history: [0, 1, 2] });
  });

  it('a stale tab moving the URL past the answers lands on the first unanswered question', () => {
    const driver = visitAnswering(2);
    driver.pop('?type=purchase&step=7');
    expect(driver.state.session).toMatchObject({ current: 2 });
    expect(driver.search).toBe('?type=purchase&step=2');
  });

  it('the chooser offers saved progress with the count of answers; Continue restores it, Start Fresh drops it', () => {
    const first = visitAnswering(3);
    const landing = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve }, storage: first.storage });
    landing.dispatch({ type: 'pageLoaded' });
    expect(landing.state.offer).toEqual({ loanType: 'purchase', answeredCount: 3 });
    landing.dispatch({ type: 'resume' });
    expect(landing.state).toMatchObject({ screen: 'question', session: { current: 3 } });

    const other = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve }, storage: first.storage });
    other.dispatch({ type: 'pageLoaded' });
    other.dispatch({ type: 'startFresh' });
    expect(other.state.offer).toBeNull();
    expect(other.saved(STORAGE_KEYS.questionnaire)).toBeNull();
  });
});

describe('the funnel machine: moving through questions', () => {
  it('answers after the flow delay, following option jumps, and completes to the contact step', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: branching }, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    driver.dispatch({ type: 'answer', value: 'no', auto: true });
    expect(driver.effects).toContainEqual({ type: 'after', ms: 200, event: { type: 'answerDue', value: 'no' } });
    expect(driver.state.session).toMatchObject({ current: 2, history: [0] });
    driver.dispatch({ type: 'answer', value: '48009', auto: false });
    expect(driver.state).toMatchObject({ screen: 'contact', session: { completed: true, current: null } });
    expect(driver.search).toBe('?type=purchase');
  });

  it('a refused answer leaves the session as it was, with the message', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: branching }, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    driver.dispatch({ type: 'answer', value: 'maybe', auto: true });
    expect(driver.state).toMatchObject({ busy: false, answerError: 'Please choose one of the options.', session: { current: 0 } });
  });

  it('back at the first question: the questionnaire keeps its saved progress for the landing; VetLife clears it', () => {
    const quote = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve }, search: '?type=purchase' });
    quote.dispatch({ type: 'pageLoaded' });
    quote.dispatch({ type: 'answer', value: 'x', auto: false });
    quote.dispatch({ type: 'back' });
    quote.dispatch({ type: 'back' });
    expect(quote.state).toMatchObject({ screen: 'chooser', offer: { loanType: 'purchase', answeredCount: 1 } });

    const vet = served(linearFlow(3, { id: 'vetlife-purchase', variant: 'vetlife', backPolicy: 'clear-forward' }));
    const vetlife = createDriver(VETLIFE, { flows: { 'vetlife-purchase': vet }, search: '?type=purchase' });
    vetlife.dispatch({ type: 'pageLoaded' });
    vetlife.dispatch({ type: 'answer', value: 'x', auto: false });
    vetlife.dispatch({ type: 'back' });
    vetlife.dispatch({ type: 'back' });
    expect(vetlife.state).toMatchObject({ screen: 'chooser', offer: null });
    expect(vetlife.saved(STORAGE_KEYS.vetlife)).toBeNull();
  });

  it('choosing a type clears saved progress, names the type, scrolls (VetLife) and starts fresh', () => {
    const vet = served(linearFlow(3, { id: 'vetlife-cashOut', variant: 'vetlife', loanType: 'cashOut', backPolicy: 'clear-forward' }));
    const driver = createDriver(VETLIFE, { flows: { 'vetlife-cashOut': vet } });
    driver.dispatch({ type: 'pageLoaded' });
    driver.dispatch({ type: 'choose', loanType: 'cashOut' });
    expect(driver.effects.map((effect) => effect.type)).toEqual(expect.arrayContaining(['clearSaved', 'scrollToTop', 'loadFlow']));
    expect(driver.state).toMatchObject({ screen: 'question', loanType: 'cashOut', session: { current: 0 }, step: { byVisitor: true } });
    expect(driver.search).toBe('?type=cashOut');
  });

  it('another type in the URL restarts that flow; no type returns to the chooser; its own URL writes are ignored', () => {
    const refinance = served(linearFlow(3, { id: 'refinance', loanType: 'refinance' }));
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: twelve, refinance }, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    driver.dispatch({ type: 'urlChanged', historyState: { funnel: true }, pop: false });
    expect(driver.state.loanType).toBe('purchase');
    driver.pop('?type=refinance&step=2');
    expect(driver.state).toMatchObject({ loanType: 'refinance', session: { current: 0 } });
    driver.pop('');
    expect(driver.state.screen).toBe('chooser');
  });
});

describe('the funnel machine: answers carried in the URL', () => {
  it('starts the flow afresh with them recorded, at the first question, and drops them from the URL', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: branching }, search: '?type=purchase&prefill.zipCode=48104&prefill.unknown=1&utm_source=calc' });
    driver.dispatch({ type: 'pageLoaded' });
    expect(driver.state).toMatchObject({ screen: 'question', session: { current: 0, answers: { zipCode: '48104' } } });
    expect(driver.search).toBe('?type=purchase&step=0&utm_source=calc');
    driver.dispatch({ type: 'answer', value: 'no', auto: true });
    // The prefilled question shows its value, ready to confirm.
    expect(driver.state.session).toMatchObject({ current: 2, answers: { hasAgent: false, zipCode: '48104' } });
  });

  it('replaces saved progress of the same type (the visitor just asked for these values)', () => {
    const first = createDriver(QUESTIONNAIRE, { flows: { purchase: branching }, search: '?type=purchase' });
    first.dispatch({ type: 'pageLoaded' });
    first.dispatch({ type: 'answer', value: 'yes', auto: true });
    const linked = createDriver(QUESTIONNAIRE, { flows: { purchase: branching }, search: '?type=purchase&prefill.zipCode=48104', storage: first.storage });
    linked.dispatch({ type: 'pageLoaded' });
    expect(linked.state.session).toMatchObject({ current: 0, answers: { zipCode: '48104' } });
  });

  it('a link carrying answers to a running funnel starts that flow with them', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: branching }, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    driver.dispatch({ type: 'answer', value: 'yes', auto: true });
    driver.pop('?type=purchase&prefill.zipCode=60601');
    expect(driver.state.session).toMatchObject({ current: 0, answers: { zipCode: '60601' } });
    expect(driver.search).toBe('?type=purchase&step=0');
  });
});
