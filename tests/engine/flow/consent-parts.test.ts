import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentParts, type ConsentPart } from '../../../engine/flow/consent-parts';
import { isSitePath } from '../../../engine/flow/site-path';

const text = (parts: ConsentPart[]) => parts.map((part) => (typeof part === 'string' ? part : `[${part.label}](${part.href})`)).join('');

describe('isSitePath', () => {
  it('accepts paths of this site', () => {
    for (const href of ['/', '/privacy-policy', '/quote-landing-vetlife?type=purchase', '/disclosures#licensing']) expect(isSitePath(href)).toBe(true);
  });

  it('refuses other sites, schemes and paths a browser would read as another site', () => {
    for (const href of ['https://example.com', '//example.com', '/\\example.com', '/\t/example.com', '/a b', 'privacy-policy', 'javascript:alert(1)', 'mailto:a@b.c', '', '\\/x']) {
      expect(isSitePath(href), href).toBe(false);
    }
  });
});

describe('consentParts', () => {
  it('splits plain text and site links, in order', () => {
    expect(consentParts('You agree. See our [Privacy Policy](/privacy-policy) and [Disclosures](/disclosures).')).toEqual([
      'You agree. See our ',
      { label: 'Privacy Policy', href: '/privacy-policy' },
      ' and ',
      { label: 'Disclosures', href: '/disclosures' },
      '.',
    ]);
    expect(consentParts('[Privacy Policy](/privacy-policy)')).toEqual([{ label: 'Privacy Policy', href: '/privacy-policy' }]);
    expect(consentParts('No links here.')).toEqual(['No links here.']);
    expect(consentParts('')).toEqual([]);
  });

  it('leaves a link to anything but a site path as plain text, as written', () => {
    expect(consentParts('See [us](https://evil.example) or [them](//evil.example) or [x](javascript:alert(1)).')).toEqual([
      'See [us](https://evil.example) or [them](//evil.example) or [x](javascript:alert(1)).',
    ]);
    expect(consentParts('A [bad](http://x) and a [good](/ok).')).toEqual(['A [bad](http://x) and a ', { label: 'good', href: '/ok' }, '.']);
  });

  it('loses no text, never yields an empty part, and every link is a site path (property)', () => {
    const piece = fc.oneof(fc.string(), fc.constantFrom('[', ']', '(', ')', '[a](/b)', '[a](http://b)', '](', '/', '//'));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const input = pieces.join('');
        const parts = consentParts(input);
        expect(text(parts)).toBe(input);
        for (const part of parts) {
          if (typeof part === 'string') expect(part).not.toBe('');
          else expect(isSitePath(part.href)).toBe(true);
        }
        for (let i = 1; i < parts.length; i++) expect(typeof parts[i] === 'string' && typeof parts[i - 1] === 'string').toBe(false);
      }),
    );
  });
});
