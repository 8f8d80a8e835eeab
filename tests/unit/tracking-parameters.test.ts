import { describe, expect, it } from 'vitest';
import { withoutTrackingParameters } from '../../app/domain/tracking-parameters';

describe('a query without its tracking parameters', () => {
  it('drops utm_ parameters and ad click ids, keeping the others in their order', () => {
    expect(withoutTrackingParameters('?type=purchase&utm_source=google&gclid=abc&zip=90210&fbclid=x&utm_campaign=spring')).toBe('?type=purchase&zip=90210');
    expect(withoutTrackingParameters('gclid=abc&msclkid=def')).toBe('');
    expect(withoutTrackingParameters('')).toBe('');
  });

  it('gives the same query however often it is applied, so the server and the browser agree', () => {
    for (const search of ['?q=a%20b&utm_medium=cpc', '?name=Jos%C3%A9+P%C3%A9rez&gbraid=1', '?a=1&a=2&wbraid=3']) {
      const once = withoutTrackingParameters(search);
      expect(withoutTrackingParameters(once)).toBe(once);
    }
  });
});
