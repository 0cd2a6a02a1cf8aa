import { subscribeToGivingDone } from '../../lib/giving-moments';

/** Chromium's event offering to install the app; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set once the member has been offered the install, whatever they answered. */
export const INSTALL_OFFERED_KEY = 'tabarru-install-offered';

/**
 * Whether to offer the install now: the browser offers it (the app is installable and not
 * installed), the member has just given or claimed something, and was never offered it here.
 */
export function shouldOfferInstall(state: {
  browserOffers: boolean;
  gaveSomething: boolean;
  offeredBefore: boolean;
}): boolean {
  return state.browserOffers && state.gaveSomething && !state.offeredBefore;
}

function offeredBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_OFFERED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberOffer(): void {
  try {
    localStorage.setItem(INSTALL_OFFERED_KEY, new Date().toISOString());
  } catch {
    // Without storage the offer is made at most once per page view.
  }
}

let browserOffer: BeforeInstallPromptEvent | null = null;
let gaveSomething = false;
let offering = false;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

function offerIfDue(): void {
  if (offering) return;
  if (
    !shouldOfferInstall({
      browserOffers: browserOffer !== null,
      gaveSomething,
      offeredBefore: offeredBefore(),
    })
  ) {
    return;
  }
  offering = true;
  rememberOffer();
  publish();
}

let listening = false;

/**
 * Keeps the browser's install offer instead of letting it show its own bar on a first visit,
 * and offers it after the member's first post or claim. Called once at start.
 */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    browserOffer = event as BeforeInstallPromptEvent;
    offerIfDue();
  });
  window.addEventListener('appinstalled', () => {
    browserOffer = null;
    offering = false;
    publish();
  });
  subscribeToGivingDone(() => {
    gaveSomething = true;
    offerIfDue();
  });
}

/** For useSyncExternalStore: whether the install offer shows. */
export function isOfferingInstall(): boolean {
  return offering;
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member chose Install: the browser asks them to confirm; the offer ends either way. */
export async function acceptInstallOffer(): Promise<void> {
  const offer = browserOffer;
  browserOffer = null;
  offering = false;
  publish();
  if (!offer) return;
  await offer.prompt();
  await offer.userChoice;
}

/** The member chose Not now: not offered again (remembered since it was shown). */
export function dismissInstallOffer(): void {
  offering = false;
  publish();
}
