import { noteGivingDone } from './giving-moments';

/**
 * The soft prompt "Get notified on this phone": due after the member's first claim
 * or first message sent from this browser, never on a first visit, shown once and remembered
 * whether they turn notifications on or dismiss it. The claims and messages features mark the
 * moment; the notification settings feature shows the prompt.
 */
const STORAGE_KEY = 'tabarru.pushPrompt';
const CHANGED = 'tabarru:push-prompt';

export type PushPromptState = 'due' | 'done' | null;

/** The browser has what web push needs (an iPhone only once the site is on the home screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Whether the browser would ask its permission now (not yet granted or refused). */
export function pushPermissionToAsk(): boolean {
  return pushSupported() && Notification.permission === 'default';
}

/** Whether the prompt shows now: due, and the browser would ask. */
export function pushPromptShowing(): boolean {
  return pushPromptState() === 'due' && pushPermissionToAsk();
}

/**
 * The member just posted or claimed: a moment the app may offer to be installed, unless
 * "Get notified on this phone" shows now. A member is never offered two things at once; the
 * install offer waits for their next post or claim. Called after `notePushPromptMoment` where
 * both apply.
 */
export function noteGivingMoment(): void {
  if (!pushPromptShowing()) noteGivingDone();
}

export function pushPromptState(): PushPromptState {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'due' || value === 'done' ? value : null;
  } catch {
    return 'done';
  }
}

function store(state: 'due' | 'done'): void {
  try {
    localStorage.setItem(STORAGE_KEY, state);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** A claim or a message was just sent: the prompt becomes due, unless it already came. */
export function notePushPromptMoment(): void {
  if (pushPromptState() === null) store('due');
}

/** The prompt was answered either way: it never comes again in this browser. */
export function finishPushPrompt(): void {
  store('done');
}

/** For useSyncExternalStore: told when the state changes, in this tab or another. */
export function subscribeToPushPrompt(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}
