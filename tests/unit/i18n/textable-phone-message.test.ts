import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../api/config/project-root';
import { verificationMessagesIn } from '../../../api/services/verification-messages/messages';
import { verificationText } from '../../../app/features/phone-verification/messages';
import { US_TEXTABLE_PHONE_MESSAGE_KEY } from '../../../engine/rules/us-textable-phone';
import { locales } from '../../../i18n/locales';

const removalForm = JSON.parse(readFileSync(join(projectRoot, 'definitions/forms/information-removal.json'), 'utf8'));
const removalFormText = (locale: string): string =>
  locale === 'en' ? removalForm.messages.fields.phoneNumber.format : removalForm.translations[locale]['messages.fields.phoneNumber.format'];

describe('a number the site does not text is refused in the same words everywhere', () => {
  it.each(locales)('in %s: the verification dialog, the server and the removal form', (locale) => {
    const server = verificationMessagesIn(locale).phoneNotTextable;
    expect(verificationText.text(locale, US_TEXTABLE_PHONE_MESSAGE_KEY)).toBe(server);
    expect(removalFormText(locale)).toBe(server);
    expect(removalForm.schema.properties.phoneNumber.format).toBe('us-textable-phone');
  });

  it('says what to enter, in each language', () => {
    expect(verificationMessagesIn('en').phoneNotTextable).toBe('Please enter a 10-digit US phone number that can receive text messages (not toll-free or premium-rate).');
    expect(verificationMessagesIn('es').phoneNotTextable).toMatch(/^Ingrese un número de teléfono de EE\. UU\. de 10 dígitos que pueda recibir mensajes de texto/);
  });
});
