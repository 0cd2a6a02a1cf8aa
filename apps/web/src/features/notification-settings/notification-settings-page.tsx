import { useId } from 'react';

import {
  EMAIL_SETTINGS_OF,
  type EmailSetting,
  type NotificationPreferencesPatch,
  type NotificationPreferencesReply,
} from '@tabarru/contract/notification-preferences';
import { NOTIFICATION_KINDS, type NotificationKind } from '@tabarru/contract/notifications';

import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { usePreferences, useUpdatePreferences } from './api/preferences';
import { DeviceSection } from './device-section';

/** One kind: always on the site, push on or off, email off / at once / in the digest. */
function KindChoices({
  kind,
  preferences,
  onChange,
}: {
  kind: NotificationKind;
  preferences: NotificationPreferencesReply;
  onChange: (patch: NotificationPreferencesPatch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const choice = preferences.kinds[kind];
  const name = t(`notificationSettings.kinds.${kind}`);
  return (
    <fieldset className="rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-semibold text-stone-900">{name}</legend>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <p className="text-sm text-stone-700">
          {t('notificationSettings.columns.inApp')}:{' '}
          <span className="font-semibold">{t('notificationSettings.inAppAlways')}</span>
        </p>
        <label className="flex min-h-11 items-center gap-2" htmlFor={`${id}-push`}>
          <input
            id={`${id}-push`}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={choice.push}
            aria-label={t('notificationSettings.pushLabel', { kind: name })}
            onChange={(event) => onChange({ kinds: { [kind]: { push: event.target.checked } } })}
          />
          <span>{t('notificationSettings.columns.push')}</span>
        </label>
        <label className="flex min-h-11 items-center gap-2" htmlFor={`${id}-email`}>
          <span>{t('notificationSettings.columns.email')}</span>
          <select
            id={`${id}-email`}
            className="rounded-lg border border-stone-400 bg-white px-3 py-2"
            value={choice.email}
            aria-label={t('notificationSettings.emailLabel', { kind: name })}
            onChange={(event) =>
              onChange({ kinds: { [kind]: { email: event.target.value as EmailSetting } } })
            }
          >
            {EMAIL_SETTINGS_OF[kind].map((setting) => (
              <option key={setting} value={setting}>
                {t(`notificationSettings.emailChoices.${setting}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {kind === 'message' && (
        <p className="mt-2 text-sm text-stone-600">{t('notificationSettings.messageEmailHint')}</p>
      )}
    </fieldset>
  );
}

/**
 * The notification settings: per kind, push and email; the night; this device.
 * Each change is saved as it is made.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notificationSettings.title'));
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const nightId = useId();

  function handleChange(patch: NotificationPreferencesPatch) {
    update.mutate(patch);
  }

  let content;
  if (preferences.isPending) {
    content = (
      <p role="status" className="text-stone-700">
        {t('notificationSettings.loading')}
      </p>
    );
  } else if (preferences.isError) {
    content = (
      <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
        <p className="font-semibold">{t('notificationSettings.loadFailed')}</p>
        <Button variant="danger" className="mt-3" onClick={() => void preferences.refetch()}>
          {t('notificationSettings.retry')}
        </Button>
      </div>
    );
  } else {
    const current = preferences.data;
    content = (
      <div className="space-y-6">
        <div className="space-y-3">
          {NOTIFICATION_KINDS.map((kind) => (
            <KindChoices key={kind} kind={kind} preferences={current} onChange={handleChange} />
          ))}
          <p className="text-sm text-stone-600">{t('notificationSettings.batchingHint')}</p>
        </div>
        <section className="rounded-xl border border-stone-200 p-4">
          <h2 className="mb-3 text-lg font-bold text-stone-900">
            {t('notificationSettings.night.heading')}
          </h2>
          <CheckboxField
            id={nightId}
            label={t('notificationSettings.night.label')}
            hint={t('notificationSettings.night.hint')}
            checked={current.night}
            onChange={(event) => handleChange({ night: event.target.checked })}
          />
        </section>
        <DeviceSection />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle>{t('notificationSettings.title')}</PageTitle>
      <p className="mt-2 mb-6 text-stone-700">{t('notificationSettings.intro')}</p>
      <div aria-live="polite" className="mb-3 min-h-6 text-sm font-semibold text-brand-800">
        {update.isSuccess && !update.isPending && t('notificationSettings.saved')}
      </div>
      {update.isError && (
        <p role="alert" className="mb-3 font-semibold text-red-800">
          {errorText(update.error, t, { failed: 'notificationSettings.saveFailed' })}
        </p>
      )}
      {content}
    </div>
  );
}

export { NotificationSettingsPage as Component };
