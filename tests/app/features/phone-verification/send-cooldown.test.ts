import { afterEach, describe, expect, it } from 'vitest';
import { forgetSendTimes, nextSendTime, rememberNextSend, wasSentBefore } from '../../../../app/features/phone-verification/send-cooldown';

describe("the resend wait, kept beyond the dialog's life", () => {
  afterEach(forgetSendTimes);

  it('is known per number, and a later end never shortens to an earlier one', () => {
    expect(nextSendTime('3135550100')).toBe(0);
    expect(wasSentBefore('3135550100')).toBe(false);
    rememberNextSend('3135550100', 60_000);
    rememberNextSend('3135550100', 30_000);
    expect(nextSendTime('3135550100')).toBe(60_000);
    expect(wasSentBefore('3135550100')).toBe(true);
    expect(nextSendTime('3135550101')).toBe(0);
  });

  it('ignores an empty number', () => {
    rememberNextSend('', 60_000);
    expect(wasSentBefore('')).toBe(false);
  });
});
