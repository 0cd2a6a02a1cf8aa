import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { subscribeToGivingDone } from './giving-moments';
import {
  finishPushPrompt,
  noteGivingMoment,
  notePushPromptMoment,
  pushPromptShowing,
} from './push-prompt';

describe('the offer of notifications on this phone', () => {
  beforeEach(() => {
    vi.stubGlobal('Notification', { permission: 'default' });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('comes after a first claim or message, once, and the install offer gives way to it', () => {
    const moments = vi.fn();
    const unsubscribe = subscribeToGivingDone(moments);
    try {
      expect(pushPromptShowing()).toBe(false);
      noteGivingMoment();
      expect(moments).toHaveBeenCalledTimes(1);

      notePushPromptMoment();
      expect(pushPromptShowing()).toBe(true);
      noteGivingMoment();
      expect(moments).toHaveBeenCalledTimes(1);

      finishPushPrompt();
      notePushPromptMoment();
      expect(pushPromptShowing()).toBe(false);
      noteGivingMoment();
      expect(moments).toHaveBeenCalledTimes(2);
    } finally {
      unsubscribe();
    }
  });

  it('does not show where the browser would not ask', () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    notePushPromptMoment();
    expect(pushPromptShowing()).toBe(false);
  });
});
