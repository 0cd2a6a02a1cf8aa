import { useSyncExternalStore } from 'react';

import { Button } from '../../components/ui/button';
import { useSignedInUserId } from '../../hooks/use-session';
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
 * "Get notified on this phone": offered once, after the member's first claim or message sent
 * (lib/push-prompt.ts), never on a first visit; dismissed or answered, it does not come back.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const signedIn = useSignedInUserId() !== undefined;
  const state = useSyncExternalStore(subscribeToPushPrompt, pushPromptState, () => 'done');
  if (!signedIn || state !== 'due' || !pushPermissionToAsk()) return null;

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
