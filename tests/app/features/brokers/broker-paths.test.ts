import { describe, expect, it } from 'vitest';
import { brokeredRatePath, brokerProfilePath, telHref } from '../../../../app/features/brokers/broker-paths';

describe('broker paths', () => {
  it("'Get a Brokered Rate' carries the broker's first and last name", () => {
    expect(brokeredRatePath({ firstName: 'Sarah', lastName: 'Okafor' })).toBe('/get-brokered-rate/?brokerFirstName=Sarah&brokerLastName=Okafor');
    const query = new URLSearchParams(brokeredRatePath({ firstName: 'José', lastName: "Ramírez O'Neil" }).split('?')[1]);
    expect(query.get('brokerFirstName')).toBe('José');
    expect(query.get('brokerLastName')).toBe("Ramírez O'Neil");
  });

  it("carries the broker's e-mail when known, which routes the lead ahead of the name", () => {
    const sarah = { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@harborpointmortgage.com' };
    expect(brokeredRatePath(sarah)).toBe('/get-brokered-rate/?brokerFirstName=Sarah&brokerLastName=Okafor&brokerEmail=sarah.okafor%40harborpointmortgage.com');
    expect(new URLSearchParams(brokeredRatePath(sarah, 'mi').split('?')[1]).get('brokerEmail')).toBe('sarah.okafor@harborpointmortgage.com');
    expect(brokeredRatePath({ ...sarah, email: '  ' })).toBe('/get-brokered-rate/?brokerFirstName=Sarah&brokerLastName=Okafor');
    expect(brokeredRatePath({ ...sarah, email: null })).toBe('/get-brokered-rate/?brokerFirstName=Sarah&brokerLastName=Okafor');
  });

  it('names the program page it is on, with or without a broker', () => {
    expect(brokeredRatePath({ firstName: 'Rachel', lastName: 'Goldberg' }, undefined, { program: 'reverse-mortgage' })).toBe(
      '/get-brokered-rate/?brokerFirstName=Rachel&brokerLastName=Goldberg&program=reverse-mortgage',
    );
    expect(brokeredRatePath(null, undefined, { program: 'DSCR-loans' })).toBe('/get-brokered-rate/?program=DSCR-loans');
    expect(brokeredRatePath(null)).toBe('/get-brokered-rate/');
  });

  it('a state click carries the state too (a deliberate departure, written in the README under Decisions)', () => {
    expect(brokeredRatePath({ firstName: 'Sarah', lastName: 'Okafor' }, 'mi')).toBe('/get-brokered-rate/?brokerFirstName=Sarah&brokerLastName=Okafor&state=MI');
  });

  it('profile paths and phone links', () => {
    expect(brokerProfilePath('sarah-okafor')).toBe('/agent/sarah-okafor');
    expect(brokerProfilePath('a b')).toBe('/agent/a%20b');
    expect(telHref('(248) 555-0111')).toBe('tel:+12485550111');
    expect(telHref('1-800-555-0199')).toBe('tel:+18005550199');
    expect(telHref('555-0199')).toBe('tel:5550199');
  });
});
