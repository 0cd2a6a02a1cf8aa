import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

import { Button } from '../../components/ui/button';
import { useSignedInUserId } from '../../hooks/use-session';
import { loadPageTexts } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import {
  finishPushPrompt,
  pushPermissionToAsk,
  pushPromptState,
  subscribeToPushPrompt,
} from '../../lib/push-prompt';
import { showToast } from '../../lib/toast';
import { turnOnDevice } from './push-device';

/**
 * Whether the pages' texts, which the offer's are among, have loaded once `wanted`: home and the
 * feed load only the shell's and the feed's. The claim or message that made the offer due came
 * from a page that loaded them, so they are usually in the browser's cache by then.
 */
function usePageTexts(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // If they cannot load, the offer does not show this time.
    if (wanted)
      loadPageTexts().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [wanted]);
  return loaded;
}

/** The page's room below its content, which styles.css adds under the body. */
export const PUSH_PROMPT_ROOM = '--push-prompt-room';

/**
 * While the offer floats over the page, the page gets as much room below its content as the
 * offer covers, so whatever the offer hides (a form at the end of a page, on a phone) can be
 * scrolled clear of it.
 */
function useRoomBelow(offer: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = offer.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const covered = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty(PUSH_PROMPT_ROOM, `${Math.max(0, Math.ceil(covered))}px`);
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(PUSH_PROMPT_ROOM);
    };
  }, [offer, shown]);
}

/**
 * "Get notified on this phone": offered once, after the member's first claim or message sent
 * (lib/push-prompt.ts), never on a first visit; dismissed or answered, it does not come back.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const signedIn = useSignedInUserId() !== undefined;
  const state = useSyncExternalStore(subscribeToPushPrompt, pushPromptState, () => 'done');
  const due = signedIn && state === 'due' && pushPermissionToAsk();
  const textsLoaded = usePageTexts(due);
  const offer = useRef<HTMLElement>(null);
  useRoomBelow(offer, due && textsLoaded);
  if (!due || !textsLoaded) return null;

  async function handleTurnOn() {
    finishPushPrompt();
    try {
      const outcome = await turnOnDevice();
      if (outcome === 'on') showToast('success', t('notificationSettings.device.turnedOn'));
      if (outcome === 'denied') showToast('info', t('notificationSettings.device.denied'));
    } catch {
      showToast('error', t('notificationSettings.device.notReady'));
    }
  }

  return (
    <aside
      ref={offer}
      aria-labelledby="push-prompt-title"
      className="fixed inset-x-4 bottom-24 z-40 mx-auto max-w-md rounded-xl border border-brand-200 bg-white p-4 shadow-lg lg:bottom-6"
    >
      <h2 id="push-prompt-title" className="font-bold text-stone-900">
        {t('notificationSettings.prompt.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('notificationSettings.prompt.text')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button size="sm" onClick={() => void handleTurnOn()}>
          {t('notificationSettings.prompt.turnOn')}
        </Button>
        <Button size="sm" variant="neutral" onClick={finishPushPrompt}>
          {t('notificationSettings.prompt.notNow')}
        </Button>
      </div>
    </aside>
  );
}
