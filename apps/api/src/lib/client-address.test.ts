import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey: the address the limits count (decision 038)', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:DB8:1:2:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:1:2::5%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::5:6:7:8')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves loopback and anything that is not an address as given', () => {
    expect(addressKey('::1')).toBe('::1');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
