import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokerSlug, findBroker, matchesBroker } from '../../../../app/domain/brokers/broker-slug';

describe('brokerSlug', () => {
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
    ["'-Liam-'", 'liam'],
    ["O'-'Connor", 'o-connor'],
    ["O''''Connor", 'o-connor'],
    ['---', ''],
    ["''", ''],
    ['', ''],
    ['   Sarah   Okafor   ', 'sarah-okafor'],
    ['Sarah\tOkafor', 'sarah-okafor'],
    ['sarah_okafor', 'sarah-okafor'],
    ['SARAH-OKAFOR', 'sarah-okafor'],
    ['ZOË-ÅSTRÖM', 'zoe-astrom'],
    ['Ñúñez', 'nunez'],
    ['François-Xavier', 'francois-xavier'],
    ['Anne-Marie 2nd', 'anne-marie-2nd'],
    ['sarah%20okafor', 'sarah20okafor'],
    ['Liam ‘O’Connor’', 'liam-o-connor'],
    ['Liam `O`Connor', 'liam-o-connor'],
  ])('%j -> %j', (input, expected) => {
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

  it('never starts or ends with a hyphen, never repeats one, whatever the apostrophes and hyphens around letters', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'B', 'é', '-', "'", '’', ' ', '_', '1', '!'), { maxLength: 30 }), (chars) => {
        const slug = brokerSlug(chars.join(''));
        expect(slug).not.toMatch(/^-|-$|--/);
        expect(slug).toMatch(/^[ab1e-]*$/);
      }),
    );
  });

  it('finds a broker by a differently cased or punctuated name', () => {
    const brokers = [
      { brokerKey: 'emily-carter-hughes', firstName: 'Emily', lastName: 'Carter-Hughes' },
      { brokerKey: 'liam-oconnor', firstName: 'Liam', lastName: "O'Connor" },
    ];
    expect(findBroker(brokers, 'EMILY--CARTER--HUGHES')?.brokerKey).toBe('emily-carter-hughes');
    expect(findBroker(brokers, 'Emily Carter Hughes')?.brokerKey).toBe('emily-carter-hughes');
    expect(findBroker(brokers, "-liam-o'connor-")?.brokerKey).toBe('liam-oconnor');
    expect(findBroker(brokers, 'Liam_OConnor')?.brokerKey).toBe('liam-oconnor');
    expect(findBroker(brokers, 'liam-o')).toBeNull();
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
