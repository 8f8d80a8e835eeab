import type { Locator, Page } from 'playwright-core';
import { humanCheckTexts } from '../../../app/features/human-check/human-check-texts';
import { verificationTexts } from '../../../app/features/phone-verification/verification-texts';
import { screenOf } from './funnel-screen';
import type { SmsCodeSource } from './walk-types';

/** Who the walk's leads come from: a name that says it is a QA walk, and a phone of its own per fixture. */
export interface ContactDetails {
  fullName: string;
  email: string;
  /** Ten digits. */
  phone: string;
}

export function walkContact(ordinal: number): ContactDetails {
  const last = String(ordinal % 1000).padStart(3, '0');
  return { fullName: 'QA Walk Visitor', email: 'qa-walk@example.com', phone: `2485550${last}` };
}

const THANK_YOU = /thank you/i;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const printed = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** The messages the contact step shows: its alerts, and the message of each field it marks invalid. */
async function contactMessages(page: Page): Promise<string[]> {
  const { alerts } = await screenOf(page);
  const fields = await page.locator('[aria-invalid="true"]').evaluateAll((inputs) =>
    inputs.map((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ').trim()),
  );
  return [...alerts, ...fields.filter(Boolean)];
}

/** 'One Last Step!': the local human check, 'Text me a code', the code from the SMS source, Verify. */
async function verifyPhone(dialog: Locator, phone: string, sms: SmsCodeSource | null): Promise<string | null> {
  if (!sms) return 'the flow asks to verify the phone by a texted code: give --sms-log FILE (the server\'s log) so the walk can read it';
  const check = dialog.getByRole('checkbox', { name: humanCheckTexts.label, exact: true });
  if ((await check.count()) === 0) return 'the dialog\'s human check is not the site\'s local checkbox (a Turnstile check cannot be passed by a walk)';
  await check.click();
  await dialog.locator(`[role="checkbox"][aria-checked="true"]`).waitFor();
  const mark = await sms.mark();
  await dialog.getByRole('button', { name: verificationTexts.sendCode, exact: true }).click();
  const code = await sms.code(phone, mark);
  await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  return null;
}

/**
 * Fills the contact step as a visitor (name, e-mail, phone), sends it with Enter, verifies the phone when
 * the flow asks, and waits for the thank-you. Returns what the page showed, or what went wrong.
 */
export async function submitContact(page: Page, contact: ContactDetails, sms: SmsCodeSource | null, timeoutMs = 30_000): Promise<{ ok: boolean; seen: string; problem?: string; verified: boolean }> {
  await page.getByRole('textbox', { name: /full name/i }).fill(contact.fullName);
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(contact.email);
  const phone = page.getByRole('textbox', { name: /phone/i });
  await phone.fill(printed(contact.phone));
  await phone.press('Enter');
  const started = Date.now();
  let verified = false;
  let refusedSince: number | null = null;
  for (;;) {
    const screen = await screenOf(page);
    if (screen.heading && THANK_YOU.test(screen.heading) && !screen.dialog) return { ok: true, seen: `"${screen.heading}"`, verified };
    if (screen.dialog && !verified) {
      verified = true;
      const problem = await verifyPhone(page.getByRole('dialog'), contact.phone, sms);
      if (problem) return { ok: false, seen: `the dialog "${screen.dialog}"`, problem, verified: false };
      continue;
    }
    const messages = screen.busy ? [] : screen.dialog ? screen.alerts : await contactMessages(page);
    refusedSince = messages.length > 0 ? (refusedSince ?? Date.now()) : null;
    const settled = refusedSince !== null && Date.now() - refusedSince > 1_500;
    if (settled || Date.now() - started > timeoutMs) {
      const seen = `"${screen.heading ?? 'no heading'}"${messages.length > 0 ? ` with ${messages.map((text) => `"${text}"`).join(', ')}` : ''}`;
      return { ok: false, seen, problem: `expected the thank-you after sending the contact step, the page shows ${seen}`, verified };
    }
    await pause(50);
  }
}
