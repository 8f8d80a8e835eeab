import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../../engine/lint/lint-flow';
import { linearFlow } from '../../support/flows';

const findings = (consent: string) =>
  lintFlow(linearFlow(2, { contact: { consent } })).findings.filter((f) => f.rule === 'invalid-consent').map((f) => [f.severity, f.path, f.message]);

describe('invalid-consent', () => {
  it('accepts a statement linking the privacy policy and other pages of the site', () => {
    expect(findings('You agree. See our [Privacy Policy](/privacy-policy) and [Disclosures](/disclosures#sms).')).toEqual([]);
  });

  it('refuses an empty statement', () => {
    expect(findings('  ')).toEqual([['error', '/contact/consent', 'The contact step has no consent statement.']]);
    expect(lintFlow(linearFlow(1, { contact: {} as never })).findings.map((f) => f.rule)).toEqual(['invalid-consent']);
  });

  it('refuses a statement without the privacy policy link written exactly', () => {
    expect(findings('You agree. See our Privacy Policy.').map(([, , message]) => message)).toEqual([
      'The consent statement does not link the privacy policy as [Privacy Policy](/privacy-policy).',
    ]);
    expect(findings('See our [privacy policy](/privacy-policy).')).toHaveLength(1);
  });

  it('refuses links that are not labelled site paths (they would show as plain text)', () => {
    for (const link of ['[Terms](https://example.com/terms)', '[Terms](//example.com)', '[Terms](terms)', '[](/terms)', '[Terms](/a b)', '[Terms](/\\evil)']) {
      expect(findings(`See our [Privacy Policy](/privacy-policy) and ${link}.`), link).toHaveLength(1);
    }
  });
});
