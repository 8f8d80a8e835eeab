import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, unlocalizedPath } from '../../../i18n/locales';

describe('language of a path', () => {
  it.each([
    ['/es', 'es'], ['/es/agents', 'es'], ['/espanol', 'en'], ['/agents', 'en'],
  ])('serves /es and below in Spanish and everything else in English: %s is in %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it.each([
    ['/agents?state=TX#list', 'es', '/es/agents?state=TX#list'], ['/', 'es', '/es'], ['/?x=1', 'es', '/es?x=1'], ['/es/agents?state=TX', 'en', '/agents?state=TX'], ['/es', 'en', '/'],
  ] as const)('moves a path, its query and anchor between languages: %s in %s is %s', (path, locale, moved) => {
    expect(localizedPath(path, locale)).toBe(moved);
  });

  it('leaves a mail, phone, anchor or other site’s link as it is', () => {
    for (const other of ['mailto:a@b.c', 'tel:+12485550142', '#top', 'https://example.com/x', '//cdn.example.com/x']) {
      expect(localizedPath(other, 'es')).toBe(other);
    }
  });

  it('round-trips any site path through Spanish and back', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.boolean(), (segments, withQuery) => {
        const path = `/${segments.join('/')}${withQuery ? '?a=1' : ''}`;
        const spanish = localizedPath(path, 'es');
        expect(localeOfPath(spanish.split('?')[0]!)).toBe('es');
        expect(localizedPath(spanish, 'en')).toBe(localizedPath(path, 'en'));
        expect(unlocalizedPath(localizedPath(path.split('?')[0]!, 'es'))).toBe(unlocalizedPath(path.split('?')[0]!));
      }),
    );
  });
});
