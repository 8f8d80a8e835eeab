import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokerMentionRule, reviewMentionsBroker, type NamedBroker } from '../../../../app/domain/brokers/review-mentions';

const broker = (firstName: string, lastName: string): NamedBroker => ({
  brokerKey: `${firstName}-${lastName}`.toLowerCase(),
  firstName,
  lastName,
});

const ann = broker('Ann', 'Porter');
const jose = broker('José', 'Ramírez');
const liam = broker('Liam', "O'Connor");
const team = [ann, jose, liam, broker('Sarah', 'Okafor')];

describe('a review mentions a broker by first name', () => {
  it.each([
    ['Ann was wonderful.', true],
    ['We worked with ann.', true],
    ['ANN answered on a Sunday.', true],
    ["Ann's team closed early.", true],
    ['Ann’s team closed early.', true],
    ['Thanks, Ann!', true],
    ['(Ann) kept us posted', true],
    ['Our annual escrow review went fine.', false],
    ['Annie and Joanne were great.', false],
    ['Planning an Annex? Ask about HELOCs.', false],
    ['Hannah helped us.', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(reviewMentionsBroker(text, ann, team)).toBe(expected);
  });

  it('ignores accents on either side: "Jose" finds José, "JOSÉ" too', () => {
    for (const text of ['Jose helped my parents.', 'José helped my parents.', 'Gracias JOSÉ!', 'José Ramírez was great', 'jose ramirez was great']) {
      expect(reviewMentionsBroker(text, jose, team), text).toBe(true);
    }
    expect(reviewMentionsBroker('Josefina referred us.', jose, team)).toBe(false);
    // Decomposed accents (as some keyboards type them) fold the same way.
    expect(reviewMentionsBroker('Jose\u0301 was patient', jose, team)).toBe(true);
  });

  it('looks at the words only: a name spread over a line break or after a digit is still whole', () => {
    expect(reviewMentionsBroker('Thank you\nLiam', liam, team)).toBe(true);
    expect(reviewMentionsBroker('Liam2 was a typo', liam, team)).toBe(false);
  });

  it('takes a name with regular-expression characters literally', () => {
    const odd = broker('A.J.', 'Smith');
    expect(reviewMentionsBroker('A.J. was great', odd, [odd])).toBe(true);
    expect(reviewMentionsBroker('AXJX was great', odd, [odd])).toBe(false);
    const empty = broker('  ', 'Nobody');
    expect(reviewMentionsBroker('anything at all', empty, [empty])).toBe(false);
  });
});

describe('a first name two brokers share', () => {
  const whitfield = broker('Daniel', 'Whitfield');
  const cho = broker('Daniel', 'Cho');
  const brokers = [whitfield, cho, ann];
  /** Each case: a review's text, a broker, and whether the review mentions that broker among `among`. */
  const expectMentions = (among: NamedBroker[], cases: [text: string, who: NamedBroker, mentioned: boolean][]) => {
    for (const [text, who, mentioned] of cases) expect(reviewMentionsBroker(text, who, among), `${text} (${who.brokerKey})`).toBe(mentioned);
  };

  it('is not enough on its own', () => {
    expectMentions(brokers, [['Daniel kept us informed.', whitfield, false], ['Daniel kept us informed.', cho, false]]);
  });

  it('counts with the full name, for that broker only', () => {
    expectMentions(brokers, [['Daniel Whitfield kept us informed.', whitfield, true], ['Daniel Whitfield kept us informed.', cho, false], ["daniel whitfield's team", whitfield, true]]);
  });

  it('counts with the first name and the last initial, with or without its period', () => {
    expectMentions(brokers, [['Ask for Daniel W. when you call', whitfield, true], ['Ask for Daniel W when you call', whitfield, true], ['Ask for Daniel C.', cho, true], ['Ask for Daniel C.', whitfield, false]]);
    // "Daniel was" is the first name and another word, not an initial.
    expectMentions(brokers, [['Daniel was great', whitfield, false]]);
  });

  it('treats accents alike when deciding the name is shared', () => {
    const otherJose = broker('Jose', 'Reyes');
    const both = [jose, otherJose];
    expectMentions(both, [['Jose was great', jose, false], ['Jose Ramirez was great', jose, true], ['Jose Ramirez was great', otherJose, false]]);
  });

  it('does not count an initial both namesakes share: only the full name tells them apart', () => {
    const walsh = broker('Daniel', 'Walsh');
    const trio = [whitfield, walsh];
    expectMentions(trio, [['Daniel W. was great', whitfield, false], ['Daniel W. was great', walsh, false], ['Daniel Walsh was great', walsh, true]]);
  });

  it('matches a hyphenated last name written with a space, and an apostrophe of either kind', () => {
    const emily = broker('Emily', 'Carter-Hughes');
    const emilies = [emily, broker('Emily', 'Stone')];
    expectMentions(emilies, [['Emily Carter Hughes was great', emily, true], ['Emily Carter-Hughes was great', emily, true]]);
    const liams = [liam, broker('Liam', 'Baker')];
    expectMentions(liams, [['Liam O’Connor was great', liam, true], ['Liam O. was great', liam, true]]);
  });
});

describe('the rule, as a property', () => {
  it('never finds a lone first name glued to other letters', () => {
    const rule = brokerMentionRule(ann, team);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z]{0,6}$/), (before, after) => {
        expect(rule(`we met ${before}ann${after} today`)).toBe(false);
        expect(rule(`we met ann${before} today`)).toBe(false);
      }),
    );
  });
});
