import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import {
  MEETING_POINT_MAX,
  PICKUP_DAYS_AHEAD,
  PICKUP_PLACE_KINDS,
  PICKUP_WINDOWS_MAX,
  type PickupPlaceKind,
} from '@tabarru/contract/pickups';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { daysFromToday } from '../../lib/amman-days';
import { formatNumber } from '../../lib/format';
import { directionOf } from '../../lib/language';
import { AreaName } from './pickup-parts';
import {
  emptyPromiseForm,
  emptyWindow,
  hasFormErrors,
  promiseFormErrors,
  type PromiseFormValues,
  type WindowDraft,
} from './promise-form-values';

const PLACE_KEYS = {
  area: 'pickups.form.placeArea',
  meeting_point: 'pickups.form.placeMeetingPoint',
  in_chat: 'pickups.form.placeInChat',
} as const satisfies Record<PickupPlaceKind, string>;

/**
 * The donor's times and place: up to three times (a day, from and to, on Amman's clock), where
 * (around their area, a public meeting point they name, or an address they send in the chat),
 * and, when promising, whether a relative of the receiver may collect with a one-time code. The
 * same form offers new times after the receiver asked for another (`withRelative` false).
 */
export function PromiseForm({
  area,
  submitLabel,
  withRelative,
  sending,
  onSubmit,
  onCancel,
}: {
  /** the post's 'Region - area' and chosen place, which "around my area" shows the receiver */
  area: { location: string; place: PlaceReply | null };
  submitLabel: string;
  withRelative: boolean;
  sending: boolean;
  onSubmit: (values: PromiseFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [values, setValues] = useState<PromiseFormValues>(emptyPromiseForm);
  const [submitted, setSubmitted] = useState(false);
  // The days are those of the moment the form opened: a form left open past midnight is
  // corrected by the API.
  const [days] = useState(() => daysFromToday(new Date(), PICKUP_DAYS_AHEAD));
  const errors = promiseFormErrors(values, days);
  const shown = submitted ? errors : { windows: {} };
  const number = (value: number) => formatNumber(value, language);
  const firstDay = useRef<HTMLInputElement>(null);

  // Opened by a button that is now gone: the form's first field takes the focus.
  useEffect(() => firstDay.current?.focus(), []);

  const update = (patch: Partial<PromiseFormValues>) => setValues((old) => ({ ...old, ...patch }));
  const updateWindow = (key: number, patch: Partial<WindowDraft>) =>
    setValues((old) => ({
      ...old,
      windows: old.windows.map((window) => (window.key === key ? { ...window, ...patch } : window)),
    }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasFormErrors(errors)) {
      // The first field said to be wrong takes the focus, so its error is read with it.
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSubmit(values);
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit} noValidate>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-stone-900">{t('pickups.form.timesLegend')}</legend>
        <p className="text-sm text-stone-600">
          {t('pickups.form.timesHint', { max: number(PICKUP_WINDOWS_MAX) })}
        </p>
        {values.windows.map((window, index) => {
          const windowErrors = shown.windows[window.key] ?? {};
          const rowId = `${id}-window-${window.key}`;
          const label = t('pickups.form.window', { number: number(index + 1) });
          return (
            <fieldset key={window.key} className="rounded-xl border border-stone-200 p-3">
              <legend className="px-1 text-sm font-semibold text-stone-800">{label}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <div className="col-span-2 sm:col-span-1">
                  <Field
                    id={`${rowId}-date`}
                    label={t('pickups.form.date')}
                    error={
                      windowErrors.date && t(windowErrors.date, { days: number(PICKUP_DAYS_AHEAD) })
                    }
                  >
                    {(control) => (
                      <input
                        {...control}
                        ref={index === 0 ? firstDay : undefined}
                        type="date"
                        min={days.first}
                        max={days.last}
                        value={window.date}
                        onChange={(event) => updateWindow(window.key, { date: event.target.value })}
                        required
                      />
                    )}
                  </Field>
                </div>
                {(['from', 'to'] as const).map((end) => (
                  <Field
                    key={end}
                    id={`${rowId}-${end}`}
                    label={t(`pickups.form.${end}`)}
                    error={windowErrors[end] && t(windowErrors[end])}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="time"
                        // Hours before minutes, as a clock reads, on Arabic pages too.
                        dir="ltr"
                        value={window[end]}
                        onChange={(event) =>
                          updateWindow(window.key, { [end]: event.target.value })
                        }
                        required
                      />
                    )}
                  </Field>
                ))}
              </div>
              {values.windows.length > 1 && (
                <Button
                  variant="neutral"
                  size="sm"
                  className="mt-3 min-h-11"
                  onClick={() =>
                    update({ windows: values.windows.filter((each) => each.key !== window.key) })
                  }
                >
                  {t('pickups.form.removeWindow', { number: number(index + 1) })}
                </Button>
              )}
            </fieldset>
          );
        })}
        {values.windows.length < PICKUP_WINDOWS_MAX && (
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            onClick={() => update({ windows: [...values.windows, emptyWindow()] })}
          >
            {t('pickups.form.addWindow')}
          </Button>
        )}
      </fieldset>

      <fieldset>
        <legend className="font-semibold text-stone-900">{t('pickups.form.placeLegend')}</legend>
        <div className="mt-2 space-y-2">
          {PICKUP_PLACE_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-place`}
                value={kind}
                checked={values.placeKind === kind}
                onChange={() => update({ placeKind: kind })}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>
                {t(PLACE_KEYS[kind])}
                {kind === 'area' && (
                  <span className="block text-sm text-stone-600">
                    <Trans
                      i18nKey="pickups.form.placeAreaHint"
                      components={{
                        area: <AreaName location={area.location} place={area.place} />,
                      }}
                    />
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
        {values.placeKind === 'meeting_point' && (
          <div className="mt-3">
            <Field
              id={`${id}-meeting-point`}
              label={t('pickups.form.meetingPointLabel')}
              error={
                shown.meetingPoint && t(shown.meetingPoint, { max: number(MEETING_POINT_MAX) })
              }
              limit={{ length: values.meetingPoint.trim().length, max: MEETING_POINT_MAX }}
            >
              {(control) => (
                <input
                  {...control}
                  // Empty, the page's direction lays the placeholder out; typed, the place's own.
                  dir={values.meetingPoint === '' ? directionOf(language) : 'auto'}
                  placeholder={t('pickups.form.meetingPointPlaceholder')}
                  value={values.meetingPoint}
                  onChange={(event) => update({ meetingPoint: event.target.value })}
                  required
                />
              )}
            </Field>
          </div>
        )}
      </fieldset>

      {withRelative && (
        <CheckboxField
          id={`${id}-relative`}
          label={t('pickups.form.relative')}
          hint={t('pickups.form.relativeHint')}
          checked={values.relativeMayCollect}
          onChange={(event) => update({ relativeMayCollect: event.target.checked })}
        />
      )}

      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="neutral" className="min-h-11" onClick={onCancel} disabled={sending}>
          {t('pickups.form.cancel')}
        </Button>
        <Button type="submit" className="min-h-11" disabled={sending}>
          {sending ? t('pickups.form.sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
