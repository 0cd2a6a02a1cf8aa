import { Suspense, useId } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';

import { DROP_OFF_POINTS_MAX, DROP_OFF_TEXT_MAX } from '@tabarru/contract/drop-off-points';
import type { DropOffPointReply } from '@tabarru/contract/organisations';

import { Button } from '../../components/ui/button';
import { limitedLength } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useLanguage } from '../../hooks/use-language';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { fieldErrorText } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';
import type { PlaceControls } from '../../lib/places';
import { showToast } from '../../lib/toast';
import { useOrganisation, useSaveDropOffPoints } from './api/organisations';
import {
  DROP_OFF_API_FIELDS,
  DROP_OFF_ERROR_KEYS,
  dropOffFormOf,
  dropOffRequestOf,
  dropOffResolver,
  EMPTY_DROP_OFF_POINT,
  type DropOffField,
  type DropOffFormValues,
} from './drop-off-form-values';

type TextField = Exclude<DropOffField, 'place'>;

/** Each text of a point: its label, its hint, and the language it is written in. */
const TEXT_FIELDS: readonly {
  field: TextField;
  label: CatalogKey;
  hint: CatalogKey;
  lang: 'en' | 'ar';
}[] = [
  {
    field: 'address_en',
    label: 'organisations.dropOff.addressEn',
    hint: 'organisations.dropOff.addressHint',
    lang: 'en',
  },
  {
    field: 'address_ar',
    label: 'organisations.dropOff.addressAr',
    hint: 'organisations.dropOff.addressHint',
    lang: 'ar',
  },
  {
    field: 'hours_en',
    label: 'organisations.dropOff.hoursEn',
    hint: 'organisations.dropOff.hoursEnHint',
    lang: 'en',
  },
  {
    field: 'hours_ar',
    label: 'organisations.dropOff.hoursAr',
    hint: 'organisations.dropOff.hoursArHint',
    lang: 'ar',
  },
];

/**
 * A verified organisation's drop-off points, on its application page: where and when people may
 * bring what it accepts, edited from what its public page shows now (read from it), then saved
 * whole. The place picker is the app layer's (`places`).
 */
export function DropOffPointsSection({
  organisationId,
  places,
}: {
  organisationId: number;
  places: PlaceControls;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const organisation = useOrganisation(String(organisationId));

  let body;
  if (organisation.isPending) {
    body = <SkeletonRows label={t('organisations.dropOff.loading')} count={2} />;
  } else if (organisation.isError) {
    body = (
      <LoadFailed
        text={t('organisations.dropOff.loadFailed')}
        retryLabel={t('organisations.tryAgain')}
        onRetry={() => void organisation.refetch()}
      />
    );
  } else {
    body = <DropOffPointsForm saved={organisation.data.drop_off_points} places={places} />;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-stone-900">
        {t('organisations.dropOff.heading')}
      </h2>
      <p className="mt-1 mb-6 text-stone-700">{t('organisations.dropOff.lead')}</p>
      {body}
    </section>
  );
}

/**
 * The list of points, each with its place, its address and its opening hours in both languages,
 * checked with the API's own rules before it is sent; a refusal shows on its field, or above
 * the button. Once saved, the form holds the points as the API stored them.
 */
function DropOffPointsForm({
  saved,
  places,
}: {
  saved: readonly DropOffPointReply[];
  places: PlaceControls;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const idPrefix = useId();
  const save = useSaveDropOffPoints();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DropOffFormValues>({
    resolver: dropOffResolver,
    defaultValues: dropOffFormOf(saved),
  });
  const points = useFieldArray({ control, name: 'points' });
  const values = useWatch({ control, name: 'points' });
  const failure = useFormFailure(setError, DROP_OFF_API_FIELDS);
  const full = points.fields.length >= DROP_OFF_POINTS_MAX;
  const fullId = `${idPrefix}-full`;

  async function handleValidSubmit(checked: DropOffFormValues) {
    failure.clear();
    try {
      const reply = await save.mutateAsync(dropOffRequestOf(checked));
      reset(dropOffFormOf(reply.drop_off_points));
      showToast('success', t('organisations.dropOff.saved'));
    } catch (error) {
      failure.refuse(error, errorText(error, t, { failed: 'organisations.dropOff.failed' }));
    }
  }

  function fieldText(index: number, field: DropOffField): string | undefined {
    return fieldErrorText(t, DROP_OFF_ERROR_KEYS, field, errors.points?.[index]?.[field]?.type, {
      max: formatNumber(DROP_OFF_TEXT_MAX, language),
    });
  }

  const pointNumber = (index: number) => formatNumber(index + 1, language);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValidSubmit)}
      onInput={failure.clear}
      className="space-y-6"
    >
      {points.fields.length === 0 && (
        <p className="text-stone-700">{t('organisations.dropOff.none')}</p>
      )}
      <ol className="space-y-6">
        {points.fields.map((point, index) => {
          const fieldId = (field: DropOffField) => `${idPrefix}-${index}-${field}`;
          return (
            <li key={point.id}>
              <fieldset className="min-w-0 space-y-5 rounded-xl border border-stone-300 p-4">
                <legend className="px-1 text-lg font-bold text-stone-900">
                  {t('organisations.dropOff.point', { number: pointNumber(index) })}
                </legend>
                <Suspense
                  fallback={
                    <div
                      aria-hidden="true"
                      className="h-20 animate-pulse rounded-lg bg-stone-100"
                    />
                  }
                >
                  <Controller
                    control={control}
                    name={`points.${index}.place`}
                    render={({ field }) => (
                      <places.Picker
                        id={fieldId('place')}
                        inputRef={field.ref}
                        label={t('organisations.dropOff.place')}
                        value={field.value?.id ?? null}
                        named={field.value}
                        onChange={(place) =>
                          field.onChange(
                            place && {
                              id: place.id,
                              name_en: place.name_en,
                              name_ar: place.name_ar,
                            },
                          )
                        }
                        error={fieldText(index, 'place')}
                      />
                    )}
                  />
                </Suspense>
                <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
                  {TEXT_FIELDS.map(({ field, label, hint, lang }) => (
                    <Field
                      key={field}
                      id={fieldId(field)}
                      label={t(label)}
                      hint={t(hint)}
                      error={fieldText(index, field)}
                      limit={{
                        length: limitedLength(values[index]?.[field]),
                        max: DROP_OFF_TEXT_MAX,
                      }}
                    >
                      {(controlProps) => (
                        <input
                          {...controlProps}
                          {...register(`points.${index}.${field}`)}
                          lang={lang}
                          dir={lang === 'ar' ? 'rtl' : 'ltr'}
                          autoComplete="off"
                          required
                        />
                      )}
                    </Field>
                  ))}
                </div>
                <Button
                  variant="neutral"
                  size="sm"
                  className="min-h-11"
                  aria-label={t('organisations.dropOff.removeLabel', {
                    number: pointNumber(index),
                  })}
                  onClick={() => points.remove(index)}
                >
                  {t('organisations.dropOff.remove')}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          onClick={() => points.append(EMPTY_DROP_OFF_POINT)}
        >
          {t('organisations.dropOff.add')}
        </Button>
        {full && (
          <p id={fullId} className="mt-2 text-sm text-stone-700">
            {t('organisations.dropOff.full', {
              max: formatNumber(DROP_OFF_POINTS_MAX, language),
            })}
          </p>
        )}
      </div>
      <FormAlert text={failure.text} />
      <Button type="submit" size="lg" className="min-h-11" disabled={isSubmitting}>
        {isSubmitting ? t('organisations.dropOff.saving') : t('organisations.dropOff.save')}
      </Button>
    </form>
  );
}
