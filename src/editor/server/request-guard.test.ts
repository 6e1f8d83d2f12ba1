import { describe, expect, it } from 'vitest';
import { isLoopback } from './request-guard';

describe('isLoopback, over the remote addresses a socket reports', () => {
  it.each(['127.0.0.1', '127.0.0.2', '127.1.2.3', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:127.9.8.7'])(
    'takes %s, this machine',
    (address) => expect(isLoopback(address)).toBe(true),
  );

  it.each([
    '192.168.1.20',
    '10.0.0.5',
    '172.16.0.1',
    '192.0.2.2',
    '128.0.0.1',
    '126.255.255.255',
    '0.0.0.0',
    '::',
    '::2',
    'fe80::1',
    'fd00::2',
    '::ffff:192.168.1.20',
    '::ffff:128.0.0.1',
    '2001:db8::1',
    'localhost',
    '',
    undefined,
  ])('refuses %s, which is not', (address) => expect(isLoopback(address)).toBe(false));
});
