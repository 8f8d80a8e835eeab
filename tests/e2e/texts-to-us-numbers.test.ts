import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/browser';
import { fillPurchase } from './brokered-rate-support';
import { field, openForm, passHumanCheck, useFormsSite } from './forms-support';

/**
 * A Jamaican number (+1 876) looks like a US one but the site does not text it: the removal form and the
 * verification dialog say so before anything is sent, in the page's language.
 */
const { server, browser } = useFormsSite({ RATE_LIMIT_WRITES_PER_MINUTE: '10000', RATE_LIMIT_CODE_SENDS_PER_HOUR: '10000' });

const JAMAICA = '8765550147';
const NOT_TEXTED = 'Please enter a 10-digit US phone number that can receive text messages (not toll-free or premium-rate).';
const NOT_TEXTED_ES = 'Ingrese un número de teléfono de EE. UU. de 10 dígitos que pueda recibir mensajes de texto (no gratuito ni de tarifa especial).';

const open = (path: string) => openForm(browser, server.baseUrl + path);

/** The calls that would text a phone, as the page makes them. */
function textingCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/requestRemoval' || path === '/api/sendVerificationCode') calls.push(path);
  });
  return calls;
}

describe('a Jamaican number', () => {
  it.each([
    ['/information-removal', 'Full Name', 'Phone Number', /^I confirm/, 'Submit Request', 'Verify you are human', NOT_TEXTED],
    ['/es/information-removal', 'Nombre completo', 'Número de teléfono', /^Confirmo/, 'Enviar solicitud', 'Confirme que es una persona', NOT_TEXTED_ES],
  ])('on %s: the phone field refuses it and nothing is sent', async (path, nameLabel, phoneLabel, confirmLabel, submit, humanLabel, message) => {
    const { page, context, consoleErrors } = await open(path);
    const calls = textingCalls(page);
    await field(page, nameLabel).fill('Jo Smith');
    await page.locator('input[type=email]').fill('jo.smith@example.com');
    await field(page, phoneLabel).fill(JAMAICA);
    await field(page, phoneLabel).blur();
    const error = page.locator('#information-removal_phoneNumber__error');
    await expect.poll(() => error.textContent()).toBe(message);
    await page.getByLabel(confirmLabel).check();
    await passHumanCheck(page, humanLabel);
    await page.getByRole('button', { name: submit }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('information-removal_phoneNumber');
    expect(await error.textContent()).toBe(message);
    expect(calls).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('in the brokered-rate form: the One Last Step! dialog refuses it without offering to text it', async () => {
    const { page, context, consoleErrors } = await open('/get-brokered-rate/');
    const calls = textingCalls(page);
    await fillPurchase(page, JAMAICA);
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Verify Phone & Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'One Last Step!' });
    await dialog.getByRole('alert').filter({ hasText: NOT_TEXTED }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Text me a code' }).count()).toBe(0);
    expect(await dialog.getByRole('checkbox', { name: 'Verify you are human' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(calls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
