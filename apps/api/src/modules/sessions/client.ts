import { BlockList, isIP } from 'node:net';

import type { SessionPlace } from '@tabarru/contract/sessions';

/** A session's device as its browser's user agent names it; null where it does not say. */
export interface Device {
  browser: string | null;
  system: string | null;
}

/** Only the start of a user agent is read: the names come early, and the header may be huge. */
const USER_AGENT_READ = 512;

/* The first that matches names it: browsers built on Chrome also say Chrome and Safari, and
 * Chrome says Safari, so the more particular names come first. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(text: string, names: [RegExp, string][]): string | null {
  return names.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** 'Chrome' on 'Android', from a User-Agent header (the list of devices shows them). */
export function deviceOf(userAgent: string | undefined): Device {
  const text = (userAgent ?? '').slice(0, USER_AGENT_READ);
  return { browser: firstMatch(text, BROWSERS), system: firstMatch(text, SYSTEMS) };
}

/** The eight groups of a valid IPv6 address (isIP said so); an IPv4 tail counts as two. */
function ipv6Groups(address: string): number[] {
  const pieces = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((piece) => (piece.includes('.') ? ['0', '0'] : [piece]));
  const [head = '', tail] = address.split('::');
  const start = pieces(head);
  const end = tail === undefined ? [] : pieces(tail);
  const zeros = Array<string>(Math.max(0, 8 - start.length - end.length)).fill('0');
  return [...start, ...zeros, ...end].map((group) => Number.parseInt(group, 16));
}

/**
 * The network an address is in, as coarse as a session's list needs: the /24 of an IPv4
 * address, the /48 of an IPv6 one (an IPv4 address written as IPv6 counts as IPv4); null for
 * anything else. Never the address itself: the list tells a member where, not who.
 */
export function networkOf(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 4) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (family !== 6) return null;
  return `${ipv6Groups(ip.split('%')[0] ?? ip)
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

/** Networks of no place: loopback, private and link-local ranges. */
const LOCAL_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  LOCAL_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
LOCAL_NETWORKS.addAddress('::', 'ipv6');
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
LOCAL_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** Where a session signed in from, as the list shows it (networkOf's network, or local). */
export function placeOf(network: string | null): SessionPlace {
  if (network === null) return { kind: 'unknown' };
  const [base = '', prefix] = network.split('/');
  const family = isIP(base);
  if (family === 0 || prefix === undefined) return { kind: 'unknown' };
  if (LOCAL_NETWORKS.check(base, family === 4 ? 'ipv4' : 'ipv6')) return { kind: 'local' };
  return { kind: 'network', network };
}
