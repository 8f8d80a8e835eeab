/**
 * Each scanner that replaced a backtracking pattern gives what that pattern gave, on every short text of
 * the characters that matter to it (the old patterns are quadratic only on long texts, so short ones are
 * a fair oracle).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutAddresses } from '../../api/delivery/outbox-worker';
import { safeAttachmentName } from '../../api/delivery/safe-attachment-name';
import { withoutQuotedInput } from '../../api/server/quoted-input';
import { brokerSlug } from '../../app/domain/brokers/broker-slug';
import { opensFormula } from '../../app/domain/csv/formula-guard';
import { bracketLinks, LINK_SHAPED_SYNTAX, RENDERED_LINK_SYNTAX } from '../../engine/flow/bracket-links';
import { groupThousands } from '../../engine/group-thousands';
import { lendingText, wordsInOrder } from '../../engine/lint/rules/lending-rules-data';
import { trimEndWhere, trimStartWhere } from '../../engine/trim-characters';

const textOf = (characters: string[], maxLength = 24) => fc.array(fc.constantFrom(...characters), { maxLength }).map((chars) => chars.join(''));
const RUNS = { numRuns: 3_000 };

const matches = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((match) => ({ start: match.index, whole: match[0], label: match[1], href: match[2] }));
const found = (text: string, links: ReturnType<typeof bracketLinks>) => links.map((link) => ({ start: link.start, whole: text.slice(link.start, link.end), label: link.label, href: link.href }));

describe('scanners equal the patterns they replaced', () => {
  it('links: [label](href), rendered and link-shaped, and the privacy link', () => {
    const text = textOf(['[', ']', '(', ')', 'a', '/', ' ', '\n', 'p']);
    fc.assert(fc.property(text, (t) => {
      expect(found(t, bracketLinks(t, RENDERED_LINK_SYNTAX))).toEqual(matches(/\[([^\]\n]+)\]\(([^()\s]*)\)/g, t));
      expect(found(t, bracketLinks(t, LINK_SHAPED_SYNTAX))).toEqual(matches(/\[([^\]]*)\]\(([^)]*)\)/g, t));
      const withPrivacy = t.replace(/p/g, '/privacy-policy');
      expect(bracketLinks(withPrivacy, RENDERED_LINK_SYNTAX).some((link) => link.href === '/privacy-policy')).toBe(/\[[^\]\n]+\]\(\/privacy-policy\)/.test(withPrivacy));
    }), RUNS);
  });

  it('lending text: camel case split as the two replacements did', () => {
    const old = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').replace(/[\u2018\u2019]/g, "'").replace(/[_\-./]+/g, ' ').replace(/\s+/g, ' ').toLowerCase().trim();
    fc.assert(fc.property(textOf(['A', 'B', 'a', 'b', '1', ' ', '_', '-', '’', 'É']), (t) => {
      expect(lendingText(t)).toBe(old(t));
    }), RUNS);
  });

  it('one word after another, as first.*then on one line', () => {
    const test = wordsInOrder(/\bsocial\b/, /\bnumber\b/);
    const words = fc.array(fc.constantFrom('social', 'number', 'socialnumber', 'x', ' ', 'numbers'), { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(fc.property(words, (t) => {
      expect(test.test(t)).toBe(/\bsocial\b.*\bnumber\b/.test(t));
    }), RUNS);
  });

  it('thousands commas', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,30}$/), (digits) => {
      expect(groupThousands(digits)).toBe(digits.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    }), RUNS);
  });

  it('trimming chosen characters', () => {
    fc.assert(fc.property(textOf(['/', 'a', '-', ' ']), (t) => {
      expect(trimEndWhere(t, (char) => char === '/')).toBe(t.replace(/\/+$/, ''));
      expect(trimStartWhere(trimEndWhere(t, (char) => char === '-'), (char) => char === '-')).toBe(t.replace(/^-+|-+$/g, ''));
    }), RUNS);
    fc.assert(fc.property(textOf(['.', ' ', '\t', 'a', 'é', '<', '-']), (name) => {
      const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, '').replace(/[<>:"|?*]/g, '').replace(/\.[^.]*$/, '').replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '');
      expect(safeAttachmentName(name, 'application/pdf')).toBe(`${Array.from(base).slice(0, 100).join('').trim() || 'resume'}.pdf`);
    }), RUNS);
    for (const name of ['Mary-Jo', '-Ann-', "O'Neil", '--', ' a b- ']) expect(brokerSlug(name)).not.toMatch(/^-|-$/);
  });

  it('addresses in a delivery error', () => {
    fc.assert(fc.property(textOf(['a', '@', '.', ' ', '<', '>', ':', ',', '\n', '😀']), (t) => {
      expect(withoutAddresses(t)).toBe(t.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]'));
    }), RUNS);
  });

  it("PostgreSQL's quoted input in a log line", () => {
    const parts = fc.array(fc.constantFrom('invalid input syntax for ', 'invalid input value for ', 'type uuid', ': "', '"', ':', 'x', '\n', ' '), { maxLength: 10 }).map((p) => p.join(''));
    fc.assert(fc.property(parts, (t) => {
      expect(withoutQuotedInput(t)).toBe(t.replace(/(invalid input (?:syntax|value) for [^:\n]+: )"[^\n]*"/g, '$1"[redacted]"'));
    }), RUNS);
  });

  it('where a spreadsheet could start a formula', () => {
    fc.assert(fc.property(textOf(['=', '+', '-', '@', ',', ';', '\t', '\r', '\n', ' ', 'a']), (t) => {
      expect(opensFormula(t)).toBe(/(?:^|[,;\t\r\n])\s*[=+\-@]|^[\t\r]/.test(t));
    }), RUNS);
  });
});
