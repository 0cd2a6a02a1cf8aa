import { useId, useState } from 'react';

import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { usePushDevice } from './use-push-device';

/**
 * "Turn on notifications on this device": the browser's permission, then the subscription to
 * the API; or why it cannot be, in the page's language.
 */
export function DeviceSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const device = usePushDevice();
  const [problem, setProblem] = useState<'notReady' | 'failed' | null>(null);

  async function handleChange(on: boolean) {
    setProblem(null);
    const outcome = await (on ? device.turnOn() : device.turnOff());
    if (outcome === 'notReady' || outcome === 'failed') setProblem(outcome);
  }

  const { state } = device;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 p-4">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('notificationSettings.device.heading')}
      </h2>
      <div role="status" className="mt-2 text-stone-700">
        {state === 'on' && t('notificationSettings.device.on')}
        {state === 'off' && t('notificationSettings.device.off')}
        {state === 'unsupported' && t('notificationSettings.device.unsupported')}
        {state === 'denied' && t('notificationSettings.device.denied')}
      </div>
      {(state === 'on' || state === 'off') && (
        <Button
          variant={state === 'on' ? 'neutral' : 'primary'}
          className="mt-3"
          disabled={device.working}
          onClick={() => void handleChange(state === 'off')}
        >
          {device.working
            ? t('notificationSettings.device.working')
            : state === 'on'
              ? t('notificationSettings.device.turnOff')
              : t('notificationSettings.device.turnOn')}
        </Button>
      )}
      {problem && (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {t(`notificationSettings.device.${problem}`)}
        </p>
      )}
    </section>
  );
}
