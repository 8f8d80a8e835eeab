import { describe, expect, it } from 'vitest';
import { programCtas, relatedProgramKeys, splitBrokerName } from '../../../../app/features/programs/program-ctas';

const base = { primaryCtaLabel: 'Primary', secondaryCtaLabel: 'Secondary', brokerName: 'José Ramírez', brokerProfileLink: '/agent/jose-ramirez' };

describe("a program page's two calls to action", () => {
  it.each([
    ['conventional-mortgage', '/quote-landing?type=purchase'],
    ['FHA-loan', '/quote-landing?type=purchase'],
    ['jumbo-loan', '/quote-landing?type=purchase'],
    ['VA-loan', '/vet-rate/'],
    ['home-equity-loan', '/quote-landing?type=cashOut'],
    ['HELOC-loan', '/quote-landing?type=cashOut'],
    ['DSCR-loans', '/get-brokered-rate/?brokerFirstName=Jos%C3%A9&brokerLastName=Ram%C3%ADrez'],
    ['bank-statement-loan', '/get-brokered-rate/?brokerFirstName=Jos%C3%A9&brokerLastName=Ram%C3%ADrez'],
    ['reverse-mortgage', '/get-brokered-rate/?brokerFirstName=Jos%C3%A9&brokerLastName=Ram%C3%ADrez'],
  ])('%s: primary leads to %s', (productKey, to) => {
    const { primary, secondary } = programCtas({ ...base, productKey });
    expect(primary).toEqual({ label: 'Primary', to });
    expect(secondary).toEqual({ label: 'Secondary', to: '/agent/jose-ramirez' });
  });

  it('without a broker: the brokered-rate form and the directory', () => {
    const { primary, secondary } = programCtas({ ...base, productKey: 'new-program', brokerName: null, brokerProfileLink: null });
    expect(primary.to).toBe('/get-brokered-rate/');
    expect(secondary.to).toBe('/agents');
  });

  it('never links off the site from the secondary button', () => {
    expect(programCtas({ ...base, productKey: 'FHA-loan', brokerProfileLink: 'https://evil.example' }).secondary.to).toBe('/agents');
    expect(programCtas({ ...base, productKey: 'FHA-loan', brokerProfileLink: '//evil.example' }).secondary.to).toBe('/agents');
  });

  it('splits a broker name into first and last', () => {
    expect(splitBrokerName('Emily Carter-Hughes')).toEqual({ first: 'Emily', last: 'Carter-Hughes' });
    expect(splitBrokerName('Mary Ann  de la Cruz')).toEqual({ first: 'Mary', last: 'Ann de la Cruz' });
    expect(splitBrokerName('Cher')).toBeNull();
    expect(splitBrokerName(null)).toBeNull();
  });

  it('links the two programs every program page names', () => {
    expect(relatedProgramKeys).toEqual(['bank-statement-loan', 'HELOC-loan']);
  });
});
