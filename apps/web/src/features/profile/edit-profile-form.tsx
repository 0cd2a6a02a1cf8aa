import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import {
  LOCATION_MAX_LENGTH,
  updateCredentialsRequestSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type OwnProfile,
} from '@tabarru/contract/accounts';
import { PASSWORD_MAX_LENGTH } from '@tabarru/contract/constants';
import { normalizeJordanPhone } from '@tabarru/contract/phone';

import {
  EmailInput,
  PasswordInput,
  PhoneInput,
  UsernameInput,
} from '../../components/accounts/account-inputs';
import {
  EMAIL_ERROR_KEYS,
  PHONE_ERROR_KEYS,
  USERNAME_ERROR_KEYS,
} from '../../components/accounts/account-field-errors';
import { PhoneVerification } from '../../components/accounts/phone-verification';
import { useVerifiedPhone } from '../../components/accounts/use-verified-phone';
import { Button } from '../../components/ui/button';
import { limitedLength } from '../../components/ui/character-count';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useUpdateCredentials } from './api/update-credentials';
import { PendingEmailNotice } from './pending-email-notice';

const editSchema = updateCredentialsRequestSchema
  .omit({ verificationToken: true, currentPassword: true })
  .extend({
    location: z.string().trim().max(LOCATION_MAX_LENGTH),
    /** asked only when the email changes (see handleValidSubmit) */
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
  });
type EditValues = z.infer<typeof editSchema>;
type EditField = keyof EditValues;

const FIELDS = [
  'username',
  'email',
  'phone_number',
  'location',
  'currentPassword',
] as const satisfies EditField[];
const resolver = schemaResolver<EditValues>(editSchema);

const ERROR_KEYS: FieldErrorKeys<EditField> = {
  username: USERNAME_ERROR_KEYS,
  email: EMAIL_ERROR_KEYS,
  phone_number: PHONE_ERROR_KEYS,
  location: { invalid: 'profile.locationTooLong' },
  message_emails: {},
  currentPassword: {
    required: 'profile.currentPasswordRequired',
    tooLong: 'auth.passwordTooLong',
  },
};

/** The longest value of the fields whose error names it, besides the username. */
const MAX_LENGTHS: Partial<Record<EditField, number>> = {
  location: LOCATION_MAX_LENGTH,
  currentPassword: PASSWORD_MAX_LENGTH,
};

/** The email as the API compares it with the account's. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Username, email, phone, location and the unread-message emails. A new phone number must be
 * verified first, with the same code widget as registration (the API refuses an unverified one):
 * Save checks the code typed when Verify was not pressed.
 * A new email needs the current password, and is used only once the link mailed to it is
 * followed: until then the form shows the account's email again, and the notice the new one.
 */
export function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const update = useUpdateCredentials();
  const headingId = useId();
  const form = useForm<EditValues>({
    resolver,
    defaultValues: {
      username: profile.username,
      email: profile.email,
      phone_number: profile.phone_number,
      location: profile.location ?? '',
      message_emails: profile.message_emails,
      currentPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const failure = useFormFailure(setError, FIELDS);
  const phoneVerification = useVerifiedPhone(form, profile.phone_number);
  const { phoneField } = phoneVerification;
  const [username, email, phone, location] = useWatch({
    control,
    name: ['username', 'email', 'phone_number', 'location'],
  });
  const phoneChanged = normalizeJordanPhone(phone) !== profile.phone_number;
  const emailChanged = normalizeEmail(email) !== profile.email;

  async function handleValidSubmit({ currentPassword, ...values }: EditValues) {
    failure.clear();
    const emailChange = values.email !== profile.email;
    if (emailChange && currentPassword === '') {
      setError('currentPassword', { type: 'required' }, { shouldFocus: true });
      return;
    }
    const phoneChange = values.phone_number !== profile.phone_number;
    const verifiedPhone = phoneChange
      ? await phoneVerification.verifiedFor(values.phone_number)
      : null;
    if (phoneChange && verifiedPhone === null) return;
    try {
      const { user } = await update.mutateAsync({
        ...values,
        ...(phoneChange ? { verificationToken: verifiedPhone?.token } : {}),
        ...(emailChange ? { currentPassword } : {}),
      });
      if (emailChange) {
        // The account keeps its email until the link is followed; the notice names the new one.
        setValue('email', user.email);
        setValue('currentPassword', '');
        showToast('success', t('profile.emailLinkSent', { newEmail: values.email }));
      } else {
        showToast('success', t('profile.updated'));
      }
    } catch (error) {
      phoneVerification.forgetIfRefused(error);
      failure.refuse(
        error,
        error instanceof ApiError && error.status === 401
          ? t('profile.loginToUpdate')
          : errorText(error, t, { failed: 'profile.updateFailed' }),
      );
    }
  }

  const fieldText = (field: EditField) => {
    return fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type, {
      min: formatNumber(USERNAME_MIN_LENGTH, language),
      max: formatNumber(MAX_LENGTHS[field] ?? USERNAME_MAX_LENGTH, language),
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(handleValidSubmit)}
      onInput={failure.clear}
      className="space-y-5"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('profile.editHeading')}
      </h2>
      <Field
        id="profile-username"
        label={t('profile.username')}
        error={fieldText('username')}
        limit={{ length: limitedLength(username), max: USERNAME_MAX_LENGTH }}
      >
        {(control) => <UsernameInput {...control} {...register('username')} />}
      </Field>
      <div className="space-y-3">
        <Field id="profile-email" label={t('profile.email')} error={fieldText('email')}>
          {(control) => <EmailInput {...control} {...register('email')} />}
        </Field>
        <PendingEmailNotice profile={profile} />
        {emailChanged && (
          <Field
            id="profile-current-password"
            label={t('profile.currentPassword')}
            hint={t('profile.emailPasswordHint')}
            error={fieldText('currentPassword')}
          >
            {(control) => (
              <PasswordInput purpose="current" {...control} {...register('currentPassword')} />
            )}
          </Field>
        )}
      </div>
      <div>
        <Field
          id="profile-phone"
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          error={fieldText('phone_number')}
        >
          {(control) => <PhoneInput {...control} {...phoneField} />}
        </Field>
        {phoneChanged && (
          <PhoneVerification
            idPrefix="profile-phone"
            phone={phone}
            {...phoneVerification.verification}
          />
        )}
      </div>
      <Field
        id="profile-location"
        label={t('profile.location')}
        hint={t('profile.locationHint')}
        error={fieldText('location')}
        limit={{ length: limitedLength(location), max: LOCATION_MAX_LENGTH }}
      >
        {(control) => (
          <input {...control} {...register('location')} dir="auto" autoComplete="address-level2" />
        )}
      </Field>
      <CheckboxField
        id="profile-message-emails"
        label={t('profile.messageEmails')}
        hint={t('profile.messageEmailsHint')}
        {...register('message_emails')}
      />
      <FormAlert text={failure.text} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
