import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HumanCheckGate } from '../../../../app/features/human-check';

const check = (token: string | null) => ({ token, setToken: () => {}, resetKey: 0, spend: () => {} });

describe('the human check above a submit button', () => {
  it('hints with its rule, word for word, until it is passed', () => {
    const waiting = renderToString(<HumanCheckGate config={{ provider: 'local' }} check={check(null)} />);
    expect(waiting).toMatch(/<p[^>]*>Please complete the security verification<\/p>/);
    const passed = renderToString(<HumanCheckGate config={{ provider: 'local' }} check={check('token')} />);
    expect(passed).not.toContain('Please complete the security verification');
  });
});
