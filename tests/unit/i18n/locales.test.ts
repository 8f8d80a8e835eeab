import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, unlocalizedPath } from '../../../i18n/locales';

describe('language of a path', () => {
  it('serves /es and below in Spanish and everything else in English', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/agents')).toBe('es');
    expect(localeOfPath('/espanol')).toBe('en');
    expect(localeOfPath('/agents')).toBe('en');
  });

  it('moves a path, its query and anchor between languages', () => {
    expect(localizedPath('/agents?state=TX#list', 'es')).toBe('/es/agents?state=TX#list');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/?x=1', 'es')).toBe('/es?x=1');
    expect(localizedPath('/es/agents?state=TX', 'en')).toBe('/agents?state=TX');
    expect(localizedPath('/es', 'en')).toBe('/');
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
