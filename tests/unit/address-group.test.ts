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

  it('reads the leading zeros of a compressed address', () => {
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(addressGroup('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(addressGroup('::ffff:c633:6409')).toBe('198.51.100.9');
  });

  it('returns what is not an address unchanged', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('')).toBe('');
  });
});
