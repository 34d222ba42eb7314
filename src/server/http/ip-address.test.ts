import { describe, expect, test } from 'vitest';
import { addressBytes, clientGroup, isPublicAddress } from './ip-address.ts';

// Addresses read as bytes: the client an address stands for (an IPv6 /64 as one), and which addresses are public
// unicast, in every spelling an IPv4 address can take inside IPv6.

describe('addressBytes', () => {
  test.each([
    ['127.0.0.1', [127, 0, 0, 1]],
    ['::1', [...Array(15).fill(0), 1]],
    ['::', Array(16).fill(0)],
    ['[2001:db8::1]', [0x20, 0x01, 0x0d, 0xb8, ...Array(11).fill(0), 1]],
    ['fe80::1%eth0', [0xfe, 0x80, ...Array(13).fill(0), 1]],
    ['::ffff:10.0.0.1', [...Array(10).fill(0), 0xff, 0xff, 10, 0, 0, 1]],
    ['::10.0.0.1', [...Array(12).fill(0), 10, 0, 0, 1]],
    ['1:2:3:4:5:6:7.8.9.10', [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 7, 8, 9, 10]],
    ['1:2:3:4:5:6:7:8', [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]],
  ])('%s', (address, bytes) => {
    expect(addressBytes(address)?.bytes).toEqual(bytes);
  });

  test('not an address: null', () => {
    for (const text of ['', 'localhost', '1.2.3', '::g', '1:2:3:4:5:6:7:8:9', '256.0.0.1']) {
      expect(addressBytes(text), text).toBeNull();
    }
  });
});

describe('clientGroup', () => {
  test('IPv4 as itself, also mapped into IPv6', () => {
    expect(clientGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(clientGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  test('IPv6 by its /64, however it is written', () => {
    const group = '2001:db8:77:1::/64';
    for (const a of ['2001:db8:77:1::1', '2001:0db8:0077:0001:ffff:ffff:ffff:ffff', '2001:DB8:77:1:abcd::9']) {
      expect(clientGroup(a), a).toBe(group);
    }
    expect(clientGroup('2001:db8:77:2::1')).toBe('2001:db8:77:2::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
  });
});

describe('isPublicAddress', () => {
  test.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.1',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '239.255.255.255',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'febf::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    'fec0::1',
    '100::1',
    '2001:db8::1',
    '2001::1',
    '3fff::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '::8.8.8.8',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b:1::8.8.8.8',
    '2002:7f00:1::1',
    '2002:a00:1::1',
    '2002:c0a8:101::1',
    'localhost',
    'not an address',
  ])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each([
    '8.8.8.8',
    '142.250.185.74',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '198.17.255.255',
    '223.255.255.255',
    '2a00:1450:4001:80b::200a',
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
