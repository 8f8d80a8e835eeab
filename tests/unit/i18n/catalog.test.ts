import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileMessagesAtRuntime, defineCatalog } from '../../../i18n/catalog';
import { compileCatalog } from '../../../scripts/build/compile-catalogs-plugin';

describe('message catalogs', () => {
  const compiled = (messages: Record<string, string>) => compileCatalog(JSON.stringify(messages), 'messages.xx.json');

  it('puts values in and picks the plural form of each language', () => {
    const catalog = defineCatalog({
      en: compiled({ payments: '{count, plural, one {# payment} other {# payments}} of {amount}' }),
      es: compiled({ payments: '{count, plural, one {# pago} other {# pagos}} de {amount}' }),
    });
    expect(catalog.text('en', 'payments', { count: 1, amount: '$10' })).toBe('1 payment of $10');
    expect(catalog.text('es', 'payments', { count: 360, amount: '$10' })).toBe('360 pagos de $10');
  });

  it('falls back to the English text for a key the Spanish catalog lacks', () => {
    const catalog = defineCatalog({ en: compiled({ a: 'Apply', b: 'Back' }), es: compiled({ a: 'Solicitar' }) as { a: unknown; b: unknown } });
    expect(catalog.text('es', 'a')).toBe('Solicitar');
    expect(catalog.text('es', 'b')).toBe('Back');
  });

  it('fails the build on a message that is not valid ICU', () => {
    expect(() => compileCatalog('{"broken": "{count, plural, one {x}"}', 'messages.es.json')).toThrow(/messages\.es\.json: "broken" is not valid ICU/);
  });

  it('reads catalogs that arrive uncompiled once the server registers the compiler', () => {
    compileMessagesAtRuntime(compileMessage);
    const catalog = defineCatalog({ en: { hello: 'Hello {name}' }, es: { hello: 'Hola {name}' } });
    expect(catalog.text('es', 'hello', { name: 'Ana' })).toBe('Hola Ana');
  });
});
