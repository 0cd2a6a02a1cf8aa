/**
 * The names the service worker and the pages share for what the app keeps for offline use
 * (docs/decisions.md, the installable app): the public API replies saved as they were read,
 * the photos they show, and the photos shared to the app waiting for the give form.
 */
export const SAVED_PAGES_CACHE = 'tabarru-saved-pages';
export const SAVED_PHOTOS_CACHE = 'tabarru-saved-photos';
export const SHARED_PHOTOS_CACHE = 'tabarru-shared-photos';

/** What the service worker posts to a page it has just answered with a saved copy. */
export const SAVED_COPY_MESSAGE = 'tabarru:saved-copy';

/** What a page posts to a waiting service worker to have it take over now. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * Forgets the saved feed pages and posts, when a member signs in or out: a member's feed leaves
 * out whom they blocked, which the next person on the device has no business seeing.
 */
export async function forgetSavedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(SAVED_PAGES_CACHE);
  } catch (error) {
    console.warn('the saved pages could not be forgotten', error);
  }
}
