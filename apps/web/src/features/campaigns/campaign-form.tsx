import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';

import { CAMPAIGN_DAYS_MAX, CAMPAIGN_TARGET_MAX } from '@tabarru/contract/campaigns';
import { REGIONS } from '@tabarru/contract/constants';

import { Button } from '../../components/ui/button';
import { CategoryCheckboxes } from '../../components/ui/category-checkboxes';
import { limitedLength } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { RegionSelect } from '../../components/ui/region-select';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { daysFromToday } from '../../lib/amman-days';
import { errorText } from '../../lib/error-keys';
import { fieldErrorText } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';
import {
  CAMPAIGN_API_FIELDS,
  CAMPAIGN_ERROR_KEYS,
  CAMPAIGN_TEXT_LIMITS,
  campaignOf,
  campaignResolver,
  EMPTY_CAMPAIGN_FORM,
  EMPTY_TARGET,
  type CampaignField,
  type CampaignFormValues,
} from './campaign-form-values';

type TextField = keyof typeof CAMPAIGN_TEXT_LIMITS;

const TEXT_FIELDS: readonly { field: TextField; lang: 'en' | 'ar'; long: boolean }[] = [
  { field: 'title_en', lang: 'en', long: false },
  { field: 'title_ar', lang: 'ar', long: false },
  { field: 'text_en', lang: 'en', long: true },
  { field: 'text_ar', lang: 'ar', long: true },
];

/**
 * A campaign: its title and text in both languages, the categories it asks for, its first and
 * last day, and a target for each governorate it covers (one row each, added and removed).
 * Checked with the API's own rules before it is sent; a refusal shows on its field, or above the
 * button.
 */
export function CampaignForm({
  submit,
}: {
  /** sends the campaign; fails with the API's refusal */
  submit: (campaign: ReturnType<typeof campaignOf>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [days] = useState(() => daysFromToday(new Date(), CAMPAIGN_DAYS_MAX));
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CampaignFormValues>({
    resolver: campaignResolver,
    defaultValues: EMPTY_CAMPAIGN_FORM,
  });
  const targets = useFieldArray({ control, name: 'targets' });
  const values = useWatch({ control });
  const failure = useFormFailure(setError, CAMPAIGN_API_FIELDS);

  async function handleValidSubmit(checked: CampaignFormValues) {
    failure.clear();
    try {
      await submit(campaignOf(checked));
    } catch (error) {
      failure.refuse(error, errorText(error, t, { failed: 'campaigns.form.failed' }));
    }
  }

  const fieldText = (field: CampaignField) =>
    fieldErrorText(t, CAMPAIGN_ERROR_KEYS, field, errors[field]?.type, {
      max: formatNumber(
        (CAMPAIGN_TEXT_LIMITS as Partial<Record<string, number>>)[field] ?? 0,
        language,
      ),
    });
  const categoriesError = fieldText('categories');
  const targetsError =
    fieldText('targets') ?? (errors.targets ? t('campaigns.form.targetsInvalid') : undefined);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValidSubmit)}
      onInput={failure.clear}
      className="mt-6 space-y-6"
    >
      {TEXT_FIELDS.map(({ field, lang, long }) => (
        <Field
          key={field}
          id={`campaign-${field}`}
          label={t(`campaigns.form.${field}`)}
          error={fieldText(field)}
          limit={{
            length: limitedLength(values[field]),
            max: CAMPAIGN_TEXT_LIMITS[field],
          }}
        >
          {(controlProps) =>
            long ? (
              <textarea
                {...controlProps}
                {...register(field)}
                lang={lang}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                rows={4}
                required
              />
            ) : (
              <input
                {...controlProps}
                {...register(field)}
                lang={lang}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                autoComplete="off"
                required
              />
            )
          }
        </Field>
      ))}

      <CategoryCheckboxes
        id="campaign-categories"
        legend={t('campaigns.form.categories')}
        hint={t('campaigns.form.categoriesHint')}
        error={categoriesError}
        field={register('categories')}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        {(['starts_on', 'ends_on'] as const).map((field) => (
          <Field
            key={field}
            id={`campaign-${field}`}
            label={t(`campaigns.form.${field}`)}
            error={fieldText(field)}
          >
            {(controlProps) => (
              <input
                {...controlProps}
                {...register(field)}
                type="date"
                min={days.first}
                max={days.last}
                required
              />
            )}
          </Field>
        ))}
      </div>

      <fieldset
        aria-describedby={`campaign-targets-hint${targetsError ? ' campaign-targets-error' : ''}`}
        className="space-y-3"
      >
        <legend className="text-lg font-bold text-stone-900">{t('campaigns.form.targets')}</legend>
        <p id="campaign-targets-hint" className="text-sm text-stone-600">
          {t('campaigns.form.targetsHint', {
            max: formatNumber(CAMPAIGN_TARGET_MAX, language),
          })}
        </p>
        <ol className="space-y-3">
          {targets.fields.map((row, index) => (
            <li key={row.id} className="flex flex-wrap items-end gap-3">
              <label className="grow basis-40">
                <span className="mb-1 block text-sm font-semibold text-stone-800">
                  {t('campaigns.form.targetRegion', { number: formatNumber(index + 1, language) })}
                </span>
                <RegionSelect
                  {...register(`targets.${index}.region`)}
                  placeholder={t('campaigns.form.regionPlaceholder')}
                  className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
                />
              </label>
              <label className="basis-32">
                <span className="mb-1 block text-sm font-semibold text-stone-800">
                  {t('campaigns.form.targetQuantity', {
                    number: formatNumber(index + 1, language),
                  })}
                </span>
                <input
                  {...register(`targets.${index}.quantity`)}
                  inputMode="numeric"
                  dir="ltr"
                  className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
                />
              </label>
              {targets.fields.length > 1 && (
                <Button
                  variant="neutral"
                  size="sm"
                  className="min-h-11"
                  onClick={() => targets.remove(index)}
                >
                  {t('campaigns.form.removeTarget', { number: formatNumber(index + 1, language) })}
                </Button>
              )}
            </li>
          ))}
        </ol>
        {targets.fields.length < REGIONS.length && (
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            onClick={() => targets.append(EMPTY_TARGET)}
          >
            {t('campaigns.form.addTarget')}
          </Button>
        )}
        {targetsError && (
          <p id="campaign-targets-error" className="text-sm font-semibold text-red-700">
            {targetsError}
          </p>
        )}
      </fieldset>

      <FormAlert text={failure.text} />
      <Button type="submit" size="lg" className="min-h-11" disabled={isSubmitting}>
        {isSubmitting ? t('campaigns.form.starting') : t('campaigns.form.start')}
      </Button>
    </form>
  );
}
