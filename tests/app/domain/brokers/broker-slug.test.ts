import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokerSlug, findBroker, matchesBroker } from '../../../../app/domain/brokers/broker-slug';

describe('brokerSlug (site.md §2)', () => {
  it.each([
    ['Sarah-Okafor', 'sarah-okafor'],
    ["Liam-O'Connor", 'liam-o-connor'],
    ["liam-o''--connor", 'liam-o-connor'],
    ['--Sarah--Okafor--', 'sarah-okafor'],
    ["'Sarah'", 'sarah'],
    ['José-Ramírez', 'jose-ramirez'],
    ['Emily Carter-Hughes', 'emily-carter-hughes'],
    ['Liam O’Connor', 'liam-o-connor'],
    ['Sarah.Okafor!', 'sarahokafor'],
    ['ANNA-2', 'anna-2'],
  ])('%s -> %s', (input, expected) => {
    expect(brokerSlug(input)).toBe(expected);
  });

  it('keeps only lowercase letters, digits and single inner hyphens, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (input) => {
        const slug = brokerSlug(input);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).not.toMatch(/^-|-$|--|'/);
        expect(slug).toMatch(/^[\p{L}\p{N}-]*$/u);
        expect(brokerSlug(slug)).toBe(slug);
      }),
    );
  });
});

describe('matching a profile URL to a broker', () => {
  const brokers = [
    { brokerKey: 'liam-oconnor', firstName: 'Liam', lastName: "O'Connor" },
    { brokerKey: 'jose-ramirez', firstName: 'José', lastName: 'Ramírez' },
  ];

  it('matches the brokerKey or the first and last name joined by a hyphen', () => {
    expect(findBroker(brokers, 'liam-oconnor')?.brokerKey).toBe('liam-oconnor');
    expect(findBroker(brokers, "Liam-O'Connor")?.brokerKey).toBe('liam-oconnor');
    expect(findBroker(brokers, 'LIAM-O-CONNOR')?.brokerKey).toBe('liam-oconnor');
    expect(findBroker(brokers, 'José-Ramírez')?.brokerKey).toBe('jose-ramirez');
  });

  it('matches nothing for an empty or unknown name', () => {
    expect(findBroker(brokers, '')).toBeNull();
    expect(findBroker(brokers, '---')).toBeNull();
    expect(matchesBroker(brokers[0]!, 'liam')).toBe(false);
  });
});
