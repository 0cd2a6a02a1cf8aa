import { afterEach, describe, expect, it, vi } from 'vitest';

import { noteGivingDone } from '../../lib/giving-moments';
import {
  dismissInstallOffer,
  INSTALL_OFFERED_KEY,
  isOfferingInstall,
  listenForInstallOffer,
  shouldOfferInstall,
} from './install-offer';

describe('shouldOfferInstall', () => {
  it('offers only after giving or claiming, when the browser offers and never before', () => {
    expect(
      shouldOfferInstall({ browserOffers: true, gaveSomething: true, offeredBefore: false }),
    ).toBe(true);
    expect(
      shouldOfferInstall({ browserOffers: true, gaveSomething: false, offeredBefore: false }),
    ).toBe(false);
    expect(
      shouldOfferInstall({ browserOffers: false, gaveSomething: true, offeredBefore: false }),
    ).toBe(false);
    expect(
      shouldOfferInstall({ browserOffers: true, gaveSomething: true, offeredBefore: true }),
    ).toBe(false);
  });
});

function browserOffers() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  window.dispatchEvent(event);
  return event;
}

describe('the install offer', () => {
  afterEach(() => {
    dismissInstallOffer();
    localStorage.clear();
  });

  it('keeps the browser from showing its own bar, and waits for the first gift', () => {
    listenForInstallOffer();
    const event = browserOffers();
    expect(event.defaultPrevented).toBe(true);
    expect(isOfferingInstall()).toBe(false);

    noteGivingDone();
    expect(isOfferingInstall()).toBe(true);
    expect(localStorage.getItem(INSTALL_OFFERED_KEY)).not.toBeNull();

    dismissInstallOffer();
    expect(isOfferingInstall()).toBe(false);
    noteGivingDone();
    expect(isOfferingInstall()).toBe(false);
  });

  it('is never made twice on this device', () => {
    localStorage.setItem(INSTALL_OFFERED_KEY, '2026-11-01T10:00:00.000Z');
    listenForInstallOffer();
    browserOffers();
    noteGivingDone();
    expect(isOfferingInstall()).toBe(false);
  });
});
