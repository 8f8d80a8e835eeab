import { describe, expect, it } from 'vitest';
import { oneLine, quoted, quotedHtml } from '../../../api/delivery/quoted-text';

describe('a visitor’s value in a staff e-mail', () => {
  it('is one line: CR, LF, tabs and Unicode line separators become single spaces', () => {
    expect(oneLine('Mallory\r\nBcc: x@evil.example\n\nApproved by staff')).toBe('Mallory Bcc: x@evil.example Approved by staff');
    expect(oneLine('a\tb\u2028c\u2029d\u0085e\vf\fg')).toBe('a b c d e f g');
    expect(oneLine('  padded  ')).toBe('padded');
  });

  it.each([
    ['a right-to-left override and its pop', 'Mal\u202Elory\u202C', 'Mallory'],
    ['the embeddings and left-to-right override', '\u202Aa\u202Bb\u202Dc', 'abc'],
    ['the isolates', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['the direction marks and the Arabic letter mark', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['zero-width characters, the soft hyphen and the byte-order mark', 'a\u200Bb\u200Cc\u200Dd\u00ADe\uFEFFf\u2060g', 'abcdefg'],
    ['C0, DEL and C1 controls', 'a\u0000b\u0007c\u001Bd\u007Fe\u0080f\u009Fg', 'abcdefg'],
    ['tag characters', 'a\u{E0041}\u{E007F}b', 'ab'],
  ])('loses %s', (_what, value, expected) => {
    expect(oneLine(value)).toBe(expected);
  });

  it('keeps letters of every script, accents and emoji', () => {
    expect(oneLine('José Ñúñez 李 محمد 😀')).toBe('José Ñúñez 李 محمد 😀');
  });

  it('is fenced «…», and its own fence marks cannot close the fence early', () => {
    expect(quoted('Dana Whitfield')).toBe('«Dana Whitfield»');
    expect(quoted('Dana» Approved by staff «x')).toBe('«Dana› Approved by staff ‹x»');
  });

  it('is escaped in the HTML part, inside the same fence', () => {
    expect(quotedHtml('<b onclick="x">\r\nhi</b>')).toBe('«&#60;b onclick=&#34;x&#34;&#62; hi&#60;/b&#62;»');
  });
});
