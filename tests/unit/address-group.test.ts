import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../api/http/address-group';

describe('addressGroup', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups every IPv6 address of one /64, however it is written', () => {
    const group = '2001:db8:85a3:42::/64';
    expect(addressGroup('2001:db8:85a3:42::1')).toBe(group);
    expect(addressGroup('2001:0db8:85a3:0042:ffff:ffff:ffff:ffff')).toBe(group);
    expect(addressGroup('2001:DB8:85A3:42:1:2:3:4')).toBe(group);
    expect(addressGroup('2001:db8:85a3:42::1%eth0')).toBe(group);
    expect(addressGroup('2001:db8:85a3:43::1')).not.toBe(group);
  });

  it.each([
    ['::1', '0:0:0:0::/64'], ['fe80::1', 'fe80:0:0:0::/64'], ['2001:db8::', '2001:db8:0:0::/64'],
  ])('reads the leading zeros of a compressed address: %j is in %j', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  it.each([
    ['::ffff:198.51.100.9', '198.51.100.9'], ['::ffff:c633:6409', '198.51.100.9'],
  ])('reads an IPv4 address written as IPv6 as the IPv4 address: %j is %j', (address, ipv4) => {
    expect(addressGroup(address)).toBe(ipv4);
  });

  it.each(['unknown', ''])('returns what is not an address unchanged: %j', (text) => {
    expect(addressGroup(text)).toBe(text);
  });
});
