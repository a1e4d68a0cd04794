import { describe, expect, it } from 'vitest';
import { UNKNOWN_CLIENT, clientKey } from './rate-limits.js';

describe('clientKey', () => {
  it('keeps an IPv4 address, and an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:1:2:a::b%eth0')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('gives a client whose connection is already gone one shared key, not an error', () => {
    expect(clientKey(undefined)).toBe(UNKNOWN_CLIENT);
    expect(clientKey('')).toBe(UNKNOWN_CLIENT);
  });
});
