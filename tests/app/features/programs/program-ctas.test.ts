import { describe, expect, it } from 'vitest';
import { programCtas, relatedProgramKeys, splitBrokerName } from '../../../../app/features/programs/program-ctas';

const base = { primaryCtaLabel: 'Primary', secondaryCtaLabel: 'Secondary', brokerName: 'José Ramírez', brokerProfileLink: '/agent/jose-ramirez' };

describe("a program page's two calls to action", () => {
  it.each([
    ['conventional-mortgage', '/quote-landing?type=purchase&program=conventional-mortgage'],
    ['FHA-loan', '/quote-landing?type=purchase&program=FHA-loan'],
    ['jumbo-loan', '/quote-landing?type=purchase&program=jumbo-loan'],
    ['VA-loan', '/vet-rate/?program=VA-loan'],
    ['home-equity-loan', '/quote-landing?type=cashOut&program=home-equity-loan'],
    ['HELOC-loan', '/quote-landing?type=cashOut&program=HELOC-loan'],
    ['DSCR-loans', '/get-brokered-rate/?brokerFirstName=Jos%C3%A9&brokerLastName=Ram%C3%ADrez&program=DSCR-loans'],
    ['bank-statement-loan', '/get-brokered-rate/?brokerFirstName=Jos%C3%A9&brokerLastName=Ram%C3%ADrez&program=bank-statement-loan'],
    ['reverse-mortgage', '/get-brokered-rate/?brokerFirstName=Jos%C3%A9&brokerLastName=Ram%C3%ADrez&program=reverse-mortgage'],
  ])('%s: primary leads to %s, naming the program', (productKey, to) => {
    const { primary, secondary } = programCtas({ ...base, productKey });
    expect(primary).toEqual({ label: 'Primary', to });
    expect(secondary).toEqual({ label: 'Secondary', to: '/agent/jose-ramirez' });
  });

  it('without a broker: the brokered-rate form (still naming the program) and the directory', () => {
    const { primary, secondary } = programCtas({ ...base, productKey: 'new-program', brokerName: null, brokerProfileLink: null });
    expect(primary.to).toBe('/get-brokered-rate/?program=new-program');
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
