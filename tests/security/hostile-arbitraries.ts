/**
 * fast-check arbitraries of hostile input: strings, JSON texts, bodies built around a valid one,
 * query strings and headers. Each aims at a way a real server breaks: malformed JSON, wrong types, huge
 * strings, deep nesting, prototype-polluting keys, and the unicode that databases and parsers refuse.
 */
import fc from 'fast-check';

/** Characters that have broken parsers, databases and renderers. */
export const EDGE_CHARACTERS = [
  '\u0000', // NUL: PostgreSQL text and jsonb refuse it
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '\u202E', // right-to-left override
  '\u200F', // right-to-left mark
  '\u200B', // zero-width space
  '\uFEFF', // byte-order mark
  '\u2028', // line separator (breaks JavaScript string literals)
  '\u2029',
  '\u0085',
  '\uFFFE',
  '\uFFFF',
  '\u0301', // combining acute accent
  '\u0489', // combining cyrillic millions sign
  '😀',
  '👩‍👩‍👧‍👦',
  '🇺🇸',
  'ﷺ',
  'İ',
  'ß',
  'ﬁ',
  '\r',
  '\n',
  '\t',
  '\u001b',
  '\u007f',
  '"',
  "'",
  '\\',
  '<',
  '>',
  '&',
  '%',
  '_',
];

/** Whole strings that mean something to SQL, HTML, shells, paths, template engines or number parsers. */
export const HOSTILE_WORDS = [
  "' OR 1=1--",
  "' OR '1'='1",
  '"; drop table leads; --',
  "'); delete from leads; --",
  '%',
  '_',
  '%_%',
  '\\',
  '\\\\',
  "\\'",
  '<script>alert(1)</script>',
  '</script><script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\x.pdf',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '0x10',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '',
  'مرحبا بالعالم',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0324\u0344\u0344\u0344\u0344',
  'a\u0000b',
  'x\uD83D',
  '\uDE00y',
  '=cmd|/c calc!A1',
];

const edgeCharacter = fc.constantFrom(...EDGE_CHARACTERS);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** A huge string: 100 KB to 300 KB of one repeated piece (cheap to make, expensive to mishandle). */
export const hugeString = fc
  .tuple(fc.integer({ min: 100_000, max: 300_000 }), fc.constantFrom('a', 'é', '😀', '\u0000', '<', '"', '\\', ' ', '9'))
  .map(([length, piece]) => piece.repeat(Math.ceil(length / piece.length)));

/** Any hostile string (small, unicode-edged, or huge). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 3, arbitrary: fc.string({ unit: fc.oneof(edgeCharacter, loneSurrogate, fc.string({ maxLength: 3 })), maxLength: 30 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_WORDS) },
  // Long (300 to 5,000 characters), made by repeating a short piece: cheap to generate.
  { weight: 1, arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.integer({ min: 300, max: 5_000 })).map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length)) },
  { weight: 1, arbitrary: hugeString },
);

/** A value of any JSON type, often not the one expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 0.1, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], ['a'], { '': '' }),
  hostileString,
  fc.double(),
  fc.integer(),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** JSON text nested `depth` levels: arrays, objects or both. */
export function nestedJson(depth: number, kind: 'array' | 'object' | 'mixed'): string {
  if (kind === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  if (kind === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level++) {
    if (level % 2 === 0) {
      open += '{"a":';
      close = `}${close}`;
    } else {
      open += '[';
      close = `]${close}`;
    }
  }
  return `${open}1${close}`;
}

export const deepJson = fc
  .tuple(fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 2, max: 64 }) }, { weight: 1, arbitrary: fc.integer({ min: 64, max: 100_000 }) }), fc.constantFrom('array' as const, 'object' as const, 'mixed' as const))
  .map(([depth, kind]) => nestedJson(depth, kind));

/** Texts that are not JSON (or are JSON in a way a parser may not expect). */
export const malformedJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    'NaN',
    'Infinity',
    '-',
    '1e99999',
    '01',
    '"\\x41"',
    '"\\u12"',
    '"\\ud800"',
    '{"a":1}{"b":2}',
    '{"a":1} trailing',
    '\uFEFF{}',
    '\u0000',
    '{"a":"\u0000"}',
    'null',
    'true',
    '0',
    '"a string"',
    '[]',
    '[{}]',
    '{"__proto__":{"polluted":1}}',
  ),
  fc.json({ maxDepth: 4 }).chain((text) => fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
);

/** Raw bytes that are not valid UTF-8, inside what would otherwise be a JSON string. */
export const invalidUtf8Json = fc
  .uint8Array({ minLength: 1, maxLength: 40 })
  .map((bytes) => Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(bytes), Buffer.from([0xc0, 0xaf, 0xff]), Buffer.from('"}')]));

const pollutingKey = fc.constantFrom('__proto__', 'constructor', 'prototype');

/** A JSON object text with a prototype-polluting key at some depth, spliced into `base`'s text. */
export function withPollutingKey(base: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.tuple(pollutingKey, fc.integer({ min: 0, max: 3 }), fc.constantFrom('{"polluted":"yes"}', '{"prototype":{"polluted":"yes"}}', '"yes"', '[]', 'null')).map(([key, depth, value]) => {
    const text = JSON.stringify(base);
    let injected = `"${key}":${value}`;
    for (let level = 0; level < depth; level++) injected = `"nest${level}":{${injected}}`;
    return `{${injected},${text.slice(1)}`;
  });
}

/** `base` with one to three fields changed: a hostile or wrong-typed value, removed, or an extra hostile key. */
export function mutatedBody(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  const extra = fc.tuple(fc.constant('extra' as const), fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...HOSTILE_WORDS)), wrongType);
  const mutation =
    keys.length === 0
      ? extra
      : fc.oneof(
          fc.tuple(fc.constant('set' as const), fc.constantFrom(...keys), fc.oneof(hostileString, wrongType)),
          fc.tuple(fc.constant('text' as const), fc.constantFrom(...keys), fc.oneof(hostileString.map((s) => s.slice(0, 60)), edgeCharacter, loneSurrogate)),
          fc.tuple(fc.constant('delete' as const), fc.constantFrom(...keys), fc.constant(null)),
          extra,
        );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const body: Record<string, unknown> = { ...base };
    for (const [kind, key, value] of mutations) {
      if (kind === 'delete') delete body[key];
      else if (kind === 'text') body[key] = typeof base[key] === 'string' ? `${base[key]}${value}` : value;
      // defineProperty: a key named __proto__ stays an own key (and is sent as one).
      else Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return body;
  });
}

/** A body of the given size (over a route's limit): valid JSON with one long string, or junk. */
export function oversizedBody(maxBytes: number): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: maxBytes + 1, max: maxBytes * 4 }), fc.boolean()).map(([size, json]) => (json ? `{"name":"${'x'.repeat(size)}"}` : '['.repeat(size)));
}

/** Every kind of hostile JSON body for a route, built around a valid `base` body. */
export function hostileJsonBody(base: Record<string, unknown>, maxBytes: number): fc.Arbitrary<string | Buffer> {
  return fc.oneof(
    { weight: 4, arbitrary: mutatedBody(base).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: malformedJsonText },
    { weight: 1, arbitrary: invalidUtf8Json },
    { weight: 1, arbitrary: wrongType.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: deepJson.map((deep) => `${JSON.stringify(base).slice(0, -1)},"answers":${deep},"deep":${deep}}`) },
    { weight: 2, arbitrary: withPollutingKey(base) },
    { weight: 1, arbitrary: oversizedBody(maxBytes) },
  );
}

/** A content type a client might send for a JSON body: mostly JSON, sometimes not. */
export const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
      ';;;',
      'application/json; boundary=',
    ),
  },
);

/** A string as latin1 header text: the UTF-8 bytes a real client sends, without the controls HTTP forbids. */
export function asHeaderValue(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1').replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
}

/** Headers the server reads, or might: negotiation, caching, idempotency, forwarding, origin. */
const KNOWN_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'accept-charset',
  'content-type',
  'content-encoding',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'idempotency-key',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'host',
  'cookie',
  'authorization',
  'range',
  'origin',
  'referer',
  'x-requested-with',
  'x-http-method-override',
  'x-request-id',
  'cache-control',
  'forwarded',
];

/** Values a header of that kind might carry, hostile or plausible. */
const PLAUSIBLE_HEADER_VALUES = [
  '*/*',
  'text/html',
  'application/json;q=0.1, */*;q=NaN',
  'gzip;q=1, br;q=abc, identity;q=0',
  'br, gzip, deflate, zstd',
  'identity;q=0, *;q=0',
  'application/json',
  'application/json; charset=utf-8',
  'multipart/form-data',
  'W/"x", "y", *',
  '*',
  'Thu, 01 Jan 1970 00:00:00 GMT',
  'not a date',
  'bytes=0-0',
  'bytes=-1',
  'bytes=999999999999-',
  'https',
  'http, https',
  'javascript',
  '127.0.0.1',
  '::1',
  '1.2.3.4, 5.6.7.8',
  'unknown, , ,',
  '999.999.999.999',
  'localhost',
  'evil.example',
  'example.com:99999',
  'a=b; __proto__=x; constructor=y',
  'Bearer ' + 'x'.repeat(200),
  'idem-key-12345678',
  '../../etc/passwd',
  'null',
  'for=1.2.3.4;proto=https',
  'DELETE',
  'gzip',
];

const headerName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_HEADERS) },
  { weight: 1, arbitrary: fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,40}$/) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'x-__proto__', 'hasOwnProperty') },
);

const headerValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE_HEADER_VALUES) },
  { weight: 3, arbitrary: hostileString.map((text) => asHeaderValue(text.slice(0, 2_000))) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 50 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1_000, maxLength: 6_000, unit: fc.constantFrom('a', ',', ' ', '"', ';', '=') }) },
  // Long and incompressible: a key or index entry built from it cannot be squeezed under a size limit.
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1_500, maxLength: 3_500 }).map((bytes) => Buffer.from(bytes).toString('base64')) },
);

/**
 * One to eight hostile headers, staying under Node's 16 KB header limit (past it Node itself answers
 * 431 before the app runs). Framing headers (Content-Length, Transfer-Encoding, Connection, Expect,
 * Upgrade) are left out: they are answered by Node's HTTP parser, not by the site.
 */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.array(fc.tuple(headerName, headerValue), { minLength: 1, maxLength: 8 }).map((pairs) => {
  const headers: Record<string, string> = {};
  let total = 0;
  for (const [name, value] of pairs) {
    // Counted in UTF-8 bytes: Node's client sends latin1 text above 0x7f as two bytes each.
    const bytes = name.length + Buffer.byteLength(value, 'utf8') + 4;
    if (total + bytes > 10_000) continue;
    total += bytes;
    Object.defineProperty(headers, name.toLowerCase(), { value, enumerable: true, writable: true, configurable: true });
  }
  return headers;
});

/** Pieces of a query string that are not what URLSearchParams would write. */
const RAW_QUERY_PIECES = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '%FF%FE',
  '%u0041',
  '%D8%00',
  '%ED%A0%80',
  '&&&',
  '===',
  'a[b]=c',
  'a[__proto__][x]=1',
  '__proto__=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '+',
  ';',
  '?',
  '&=&=',
  "'+OR+1=1--",
  '%27%20OR%201%3D1--',
  '%22%3B%20drop%20table%20leads%3B%20--',
  '%5C',
  '%25',
  '_',
];

/** A query string for a route that reads `params`: hostile keys and values, repeated keys, raw malformed escapes, often around a valid query. */
export function hostileQuery(params: string[], valid: Record<string, string> = {}): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: params.length > 0 ? fc.constantFrom(...params) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ...params.flatMap((param) => [`${param}[]`, `${param}[0]`, `${param}.x`])) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const value = fc.oneof(hostileString.map((text) => text.slice(0, 3_000)), fc.constantFrom(...Object.values(valid), ...HOSTILE_WORDS));
  const structured = fc.tuple(fc.boolean(), fc.array(fc.tuple(key, value), { minLength: 0, maxLength: 6 })).map(([withValid, pairs]) => {
    const all: Array<[string, string]> = withValid ? [...Object.entries(valid).filter(([name]) => !pairs.some(([other]) => other === name)), ...pairs] : pairs;
    return all.map(([name, text]) => `${safeEncode(name)}=${safeEncode(text)}`).join('&');
  });
  const raw = fc.tuple(fc.boolean(), fc.array(fc.oneof(fc.constantFrom(...RAW_QUERY_PIECES), fc.stringMatching(/^[!-~]{0,12}$/).map((piece) => piece.replace(/#/g, '%23'))), { minLength: 1, maxLength: 8 })).map(([withValid, pieces]) => {
    const validText = new URLSearchParams(valid).toString();
    return (withValid && validText ? [validText, ...pieces] : pieces).join('&');
  });
  // Node refuses a request line and headers over 16 KB itself (431, before any app code): stay under it.
  return fc.oneof({ weight: 3, arbitrary: structured }, { weight: 2, arbitrary: raw }).map((query) => query.slice(0, 6_000));
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes of its CESU-8 form. */
export function safeEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    else out += encodeURIComponent(char);
  }
  return out;
}

/** A path segment: hostile text percent-encoded, or raw escapes and dots. */
export const hostileSegment = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((text) => safeEncode(text.slice(0, 500)).slice(0, 3_000)) },
  { weight: 2, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', '..%2F..%2Fetc%2Fpasswd', '%5C..%5C', '.', '%C0%AE%C0%AE', ';', '%3B', '~', '*', '%ED%A0%80') },
  { weight: 1, arbitrary: fc.stringMatching(/^[!$&'()*+,;=:@A-Za-z0-9._~-]{0,30}$/) },
);
