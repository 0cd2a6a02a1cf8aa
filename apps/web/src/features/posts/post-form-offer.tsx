import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';

import {
  ITEM_CONDITIONS,
  POST_QUANTITY_MAX,
  SHARE_MODES,
  type ShareMode,
} from '@tabarru/contract/constants';

import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ammanDayText, ammanInstantDayText } from '../../lib/amman-days';
import { formatNumber } from '../../lib/format';
import { quantityMin, type OfferRules, type PostFormValues } from './post-form-values';

/** The fields of the offer's details, each with its error beside it. */
export type OfferField = 'condition' | 'quantity' | 'canDeliver' | 'deadline' | 'shareMode';

/**
 * About the item: its condition ("Not said" until an edited post said one, which an edit can
 * change but not unsay), how many, "I can deliver it", the day it must go by (today to two
 * months ahead on Amman's clock; an edited post's day can be moved, not removed) and how it
 * goes: the donor chooses, the first to ask get it, or a draw at the end of the deadline, which
 * its option explains until a day is chosen. Once the draw was done, the day and how it goes
 * are only said, since neither can change.
 */
export function PostFormOffer({
  register,
  rules,
  deadline,
  shareMode,
  errorOf,
}: {
  register: UseFormRegister<PostFormValues>;
  rules: OfferRules;
  /** the day chosen so far, which the draw's option names */
  deadline: string;
  shareMode: ShareMode;
  errorOf: (field: OfferField) => string | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [now] = useState(() => new Date());
  // An edited post's past deadline may stay: the control offers it too.
  const firstDay =
    rules.keptDeadline !== null && rules.keptDeadline < rules.days.first
      ? rules.keptDeadline
      : rules.days.first;

  function shareModeHint(mode: ShareMode): string {
    if (mode !== 'draw') return t(`posts.form.shareModeHints.${mode}`);
    return deadline === ''
      ? t('posts.form.shareModeHints.drawNeedsDay')
      : t('posts.form.shareModeHints.draw', { date: ammanDayText(deadline, language, now) });
  }

  return (
    <fieldset>
      <legend className="font-semibold text-stone-900">{t('posts.form.about')}</legend>
      <p className="text-sm text-stone-600">{t('posts.form.aboutHint')}</p>
      <div className="mt-3 grid gap-6 sm:grid-cols-2">
        <Field id="post-condition" label={t('posts.form.condition')} error={errorOf('condition')}>
          {(control) => (
            <select {...control} {...register('condition')}>
              <option value="">{t('posts.form.conditionNotSaid')}</option>
              {ITEM_CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {t(`posts.conditions.${condition}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="post-quantity"
          label={t('posts.form.quantity')}
          hint={
            rules.given > 0
              ? t('posts.form.quantityGiven', { given: formatNumber(rules.given, language) })
              : undefined
          }
          error={errorOf('quantity')}
        >
          {(control) => (
            <input
              {...control}
              {...register('quantity')}
              type="number"
              inputMode="numeric"
              min={quantityMin(rules)}
              max={POST_QUANTITY_MAX}
              step={1}
              required
            />
          )}
        </Field>
      </div>
      <div className="mt-5">
        <CheckboxField
          id="post-can-deliver"
          label={t('posts.form.canDeliver')}
          hint={t('posts.form.canDeliverHint')}
          {...register('canDeliver')}
        />
      </div>
      {rules.drawnAt !== null ? (
        <p className="mt-5 rounded-lg bg-sand-50 px-3 py-2 text-stone-800">
          {t('posts.form.drawnLocked', {
            date: ammanInstantDayText(rules.drawnAt, language, now),
          })}
        </p>
      ) : (
        <div className="mt-5 space-y-5">
          <div className="sm:max-w-xs">
            <Field
              id="post-deadline"
              label={t('posts.form.deadline')}
              hint={t('posts.form.deadlineHint')}
              error={errorOf('deadline')}
            >
              {(control) => (
                <input
                  {...control}
                  {...register('deadline')}
                  type="date"
                  min={firstDay}
                  max={rules.days.last}
                  required={shareMode === 'draw'}
                />
              )}
            </Field>
          </div>
          <ShareModeChoice
            register={register}
            hintOf={shareModeHint}
            error={errorOf('shareMode')}
          />
        </div>
      )}
      {rules.drawnAt !== null && errorOf('shareMode') && (
        <p role="alert" className="mt-1.5 text-sm font-semibold text-red-700">
          {errorOf('shareMode')}
        </p>
      )}
    </fieldset>
  );
}

/** How it goes: one option per way, each with what it means under its name. */
function ShareModeChoice({
  register,
  hintOf,
  error,
}: {
  register: UseFormRegister<PostFormValues>;
  hintOf: (mode: ShareMode) => string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const errorId = 'post-share-mode-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-stone-900">{t('posts.form.shareMode')}</legend>
      <div className="mt-2 space-y-2">
        {SHARE_MODES.map((mode) => {
          const id = `post-share-mode-${mode}`;
          return (
            <div
              key={mode}
              className="flex items-start gap-3 rounded-lg border border-stone-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                {...register('shareMode')}
                id={id}
                type="radio"
                value={mode}
                aria-describedby={`${id}-hint`}
                className="mt-3 size-5 shrink-0 accent-brand-700"
              />
              <div className="min-w-0 flex-1 pb-2.5">
                <label
                  htmlFor={id}
                  className="flex min-h-11 cursor-pointer items-center font-semibold text-stone-900"
                >
                  {t(`posts.form.shareModes.${mode}`)}
                </label>
                <p id={`${id}-hint`} className="text-sm text-stone-600">
                  {hintOf(mode)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
