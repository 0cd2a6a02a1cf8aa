import { describe, expect, it } from 'vitest';

import { deviceOf, networkOf, placeOf } from './client';

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox',
      'macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera',
      'ChromeOS',
    ],
  ])('names the browser and system of %s', (userAgent, browser, system) => {
    expect(deviceOf(userAgent)).toEqual({ browser, system });
  });

  it('says nothing it cannot read, and reads only the start of a huge header', () => {
    expect(deviceOf(undefined)).toEqual({ browser: null, system: null });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(deviceOf(`${'x'.repeat(10_000)} Chrome/1 Android`)).toEqual({
      browser: null,
      system: null,
    });
  });
});

describe('networkOf', () => {
  it.each([
    ['203.0.113.57', '203.0.113.0/24'],
    ['::ffff:203.0.113.57', '203.0.113.0/24'],
    ['2001:db8:abcd:12:34::1', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
  ])('cuts %s to %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it('answers null for what is not an address', () => {
    for (const value of [undefined, '', 'localhost', '300.1.1.1', '1:2:3:4:5:6:7:8:9']) {
      expect(networkOf(value)).toBeNull();
    }
  });
});

describe('placeOf', () => {
  it('calls loopback, private and link-local networks local', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.20', '172.20.0.5', '::1']) {
      expect(placeOf(networkOf(address))).toEqual({ kind: 'local' });
    }
  });

  it('names any other network, and no place for none', () => {
    expect(placeOf(networkOf('86.108.12.7'))).toEqual({
      kind: 'network',
      network: '86.108.12.0/24',
    });
    expect(placeOf(networkOf('2a02:9c0:1:2::5'))).toEqual({
      kind: 'network',
      network: '2a02:9c0:1::/48',
    });
    expect(placeOf(null)).toEqual({ kind: 'unknown' });
  });
});
