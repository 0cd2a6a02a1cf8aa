import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { ORGANISATION_KINDS } from '@tabarru/contract/organisations';

import { PhoneInput } from '../../components/accounts/account-inputs';
import { Button } from '../../components/ui/button';
import { CategoryCheckboxes } from '../../components/ui/category-checkboxes';
import { limitedLength } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText, refusalCode } from '../../lib/error-keys';
import { fieldErrorText } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useApplyForOrganisation } from './api/organisations';
import { KIND_KEYS } from './organisation-labels';
import {
  applicationOf,
  EMPTY_ORGANISATION_FORM,
  ORGANISATION_API_FIELDS,
  ORGANISATION_ERROR_KEYS,
  ORGANISATION_TEXT_MAX,
  organisationResolver,
  type OrganisationField,
  type OrganisationFormValues,
} from './organisation-form-values';

/**
 * The application: the organisation's name in both languages, its kind, its registration
 * number, whom to call, and what it accepts. Checked with the API's own rules before it is
 * sent; a refusal shows on its field, or above the button. `onAlreadyApplied` reads the
 * member's application again when the API says there is one.
 */
export function OrganisationForm({ onAlreadyApplied }: { onAlreadyApplied: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const apply = useApplyForOrganisation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OrganisationFormValues>({
    resolver: organisationResolver,
    defaultValues: EMPTY_ORGANISATION_FORM,
  });
  const failure = useFormFailure(setError, ORGANISATION_API_FIELDS);
  const values = useWatch({ control });
  // The API has this member's application already: the alert offers to show it.
  const [alreadyApplied, setAlreadyApplied] = useState(false);

  async function handleValidSubmit(checked: OrganisationFormValues) {
    failure.clear();
    // The resolver let no blank kind through.
    if (checked.kind === '') return;
    try {
      await apply.mutateAsync(applicationOf({ ...checked, kind: checked.kind }));
      showToast('success', t('organisations.apply.sent'));
    } catch (error) {
      setAlreadyApplied(refusalCode(error) === ERROR_CODES.organisationAlreadyApplied);
      failure.refuse(error, errorText(error, t, { failed: 'organisations.apply.failed' }));
    }
  }

  function fieldText(field: OrganisationField): string | undefined {
    const max: number | undefined = (ORGANISATION_TEXT_MAX as Partial<Record<string, number>>)[
      field
    ];
    return fieldErrorText(
      t,
      ORGANISATION_ERROR_KEYS,
      field,
      errors[field]?.type,
      max === undefined ? undefined : { max: formatNumber(max, language) },
    );
  }

  function textLimit(field: keyof typeof ORGANISATION_TEXT_MAX) {
    return { length: limitedLength(values[field]), max: ORGANISATION_TEXT_MAX[field] };
  }

  const acceptsError = fieldText('accepts');

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValidSubmit)}
      onInput={failure.clear}
      className="space-y-6"
    >
      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-stone-900">
          {t('organisations.form.aboutLegend')}
        </legend>
        <Field
          id="organisation-name-en"
          label={t('organisations.form.nameEn')}
          hint={t('organisations.form.nameEnHint')}
          error={fieldText('name_en')}
          limit={textLimit('name_en')}
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('name_en')}
              lang="en"
              dir="ltr"
              autoComplete="organization"
              required
            />
          )}
        </Field>
        <Field
          id="organisation-name-ar"
          label={t('organisations.form.nameAr')}
          hint={t('organisations.form.nameArHint')}
          error={fieldText('name_ar')}
          limit={textLimit('name_ar')}
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('name_ar')}
              lang="ar"
              dir="rtl"
              autoComplete="off"
              required
            />
          )}
        </Field>
        <Field
          id="organisation-kind"
          label={t('organisations.form.kind')}
          error={fieldText('kind')}
        >
          {(controlProps) => (
            <select {...controlProps} {...register('kind')} required>
              <option value="">{t('organisations.form.kindPlaceholder')}</option>
              {ORGANISATION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(KIND_KEYS[kind])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="organisation-registration"
          label={t('organisations.form.registrationNumber')}
          hint={t('organisations.form.registrationHint')}
          error={fieldText('registration_number')}
          limit={textLimit('registration_number')}
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('registration_number')}
              dir="auto"
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-stone-900">
          {t('organisations.form.contactLegend')}
        </legend>
        <p className="-mt-3 text-sm text-stone-600">{t('organisations.form.contactHint')}</p>
        <Field
          id="organisation-contact-name"
          label={t('organisations.form.contactName')}
          error={fieldText('contact_name')}
          limit={textLimit('contact_name')}
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('contact_name')}
              dir="auto"
              autoComplete="name"
              required
            />
          )}
        </Field>
        <Field
          id="organisation-contact-phone"
          label={t('organisations.form.contactPhone')}
          hint={t('organisations.form.contactPhoneHint')}
          error={fieldText('contact_phone')}
        >
          {(controlProps) => <PhoneInput {...controlProps} {...register('contact_phone')} />}
        </Field>
      </fieldset>

      <CategoryCheckboxes
        id="organisation-accepts"
        legend={t('organisations.form.acceptsLegend')}
        hint={t('organisations.form.acceptsHint')}
        error={acceptsError}
        field={register('accepts')}
      >
        <div className="mt-5 space-y-5">
          <Field
            id="organisation-note-en"
            label={t('organisations.form.noteEn')}
            error={fieldText('accepts_note_en')}
            limit={textLimit('accepts_note_en')}
          >
            {(controlProps) => (
              <textarea
                {...controlProps}
                {...register('accepts_note_en')}
                lang="en"
                dir="ltr"
                rows={3}
              />
            )}
          </Field>
          <Field
            id="organisation-note-ar"
            label={t('organisations.form.noteAr')}
            error={fieldText('accepts_note_ar')}
            limit={textLimit('accepts_note_ar')}
          >
            {(controlProps) => (
              <textarea
                {...controlProps}
                {...register('accepts_note_ar')}
                lang="ar"
                dir="rtl"
                rows={3}
              />
            )}
          </Field>
        </div>
      </CategoryCheckboxes>

      <FormAlert text={failure.text}>
        {alreadyApplied && (
          <Button variant="danger" size="sm" className="mt-3 min-h-11" onClick={onAlreadyApplied}>
            {t('organisations.apply.seeApplication')}
          </Button>
        )}
      </FormAlert>
      <Button type="submit" size="lg" className="min-h-11" disabled={isSubmitting}>
        {isSubmitting ? t('organisations.apply.sending') : t('organisations.apply.submit')}
      </Button>
    </form>
  );
}
