import type { MemberSession, SessionPlace } from '@tabarru/contract/sessions';

import type { TFunction } from '../../i18n/i18n';
import { isolated } from '../../lib/format';

/**
 * A session's device as the list names it, in the page's language: "Chrome on Android". The
 * browser and the system keep their own (Latin) names in either language.
 */
export function deviceName(t: TFunction, { browser, system }: MemberSession): string {
  if (browser !== null && system !== null) return t('sessions.device', { browser, system });
  if (browser !== null) return t('sessions.browserOnly', { browser });
  if (system !== null) return t('sessions.systemOnly', { system });
  return t('sessions.unknownDevice');
}

/**
 * A network as a person reads it: the last number of an IPv4 /24 as x (86.108.12.x), the rest
 * of an IPv6 /48 as … (2a02:9c0:1:…); anything else as the API wrote it.
 */
export function networkName(network: string): string {
  const [base = network, prefix] = network.split('/');
  if (prefix === '24' && /^\d{1,3}\.\d{1,3}\.\d{1,3}\.0$/.test(base)) {
    return `${base.slice(0, -1)}x`;
  }
  if (prefix === '48' && base.endsWith('::')) return `${base.slice(0, -1)}…`;
  return network;
}

/** Where a session signed in from, in the page's language; a network kept left to right. */
export function placeName(t: TFunction, place: SessionPlace): string {
  switch (place.kind) {
    case 'local':
      return t('sessions.place.local');
    case 'network':
      return t('sessions.place.network', { network: isolated(networkName(place.network)) });
    case 'unknown':
      return t('sessions.place.unknown');
  }
}

/** Whether the session's system is a phone's or a tablet's, for its icon. */
export function isMobileSystem(system: string | null): boolean {
  return system === 'Android' || system === 'iOS';
}
