import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokerSlug, findBroker } from '../../../../app/domain/brokers/broker-slug';

/** Cases tests/app/broker-slug.test.ts does not cover yet: apostrophe and hyphen runs at the edges, other marks, other letters. */
describe('brokerSlug, more cases (site.md §2)', () => {
  it.each([
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
