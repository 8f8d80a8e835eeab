import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer } from '../../engine/answer';
import { parseSession } from '../../engine/parse-session';
import { start } from '../../engine/start';
import { loadFlow, makeFlow, q } from './support/flows';

describe('parseSession (a loaded session is untrusted)', () => {
  const flow = makeFlow([q(1, 'a'), q(2, 'zip', { type: 'zipcode' }), q(3, 'c')]);
  const valid = answer(flow, start(flow).session!, 'hello').session;

  it('accepts a session the engine made, as an equal copy', () => {
    const parsed = parseSession(flow, JSON.parse(JSON.stringify(valid)));
    expect(parsed).toEqual({ ok: true, session: valid });
  });

  it.each([
    ['not an object', null],
    ['another flow', { ...valid, flowId: 'other' }],
    ['another flow version', { ...valid, flowVersion: '2.0.0' }],
    ['unknown loan type', { ...valid, loanType: 'boat' }],
    ['bad history', { ...valid, history: [0, 5] }],
    ['bad history', { ...valid, history: [0, 0] }],
    ['bad history', { ...valid, history: [-1] }],
    ['bad completed flag', { ...valid, completed: 'no' }],
    ['bad current question', { ...valid, current: 3 }],
    ['bad current question', { ...valid, completed: true }],
    ['current question already in history', { ...valid, current: 0 }],
    ['bad visited list', { ...valid, visited: [99] }],
    ['answers is not an object', { ...valid, answers: [] }],
    ['unknown answer key __proto__', { ...valid, answers: JSON.parse('{"__proto__": {"polluted": true}}') }],
    ['invalid answer for zip', { ...valid, answers: { a: 'x', zip: '1' } }],
  ])('refuses: %s', (reason, raw) => {
    expect(parseSession(flow, raw)).toEqual({ ok: false, reason });
  });

  it('normalises the answers it accepts', () => {
    const parsed = parseSession(flow, { ...valid, answers: { a: '  padded  ' } });
    expect(parsed.ok && parsed.session.answers).toEqual({ a: 'padded' });
  });

  it('never throws on arbitrary JSON', () => {
    const shipped = loadFlow('purchase');
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ flowId: fc.constant('purchase'), flowVersion: fc.constant('1.0.0'), loanType: fc.constant('purchase'), history: fc.jsonValue(), answers: fc.jsonValue(), current: fc.jsonValue(), completed: fc.jsonValue(), visited: fc.jsonValue() })), (raw) => {
        expect(() => parseSession(shipped, raw)).not.toThrow();
      }),
    );
  });
});
