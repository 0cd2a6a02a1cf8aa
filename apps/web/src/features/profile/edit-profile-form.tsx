import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  LOCATION_MAX_LENGTH,
  updateCredentialsRequestSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type OwnProfile,
} from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { normalizeJordanPhone } from '@tabarru/contract/phone';

import { EmailInput, UsernameInput } from '../../components/accounts/account-inputs';
import {
  EMAIL_ERROR_KEYS,
  PHONE_ERROR_KEYS,
  USERNAME_ERROR_KEYS,
} from '../../components/accounts/account-field-errors';
import { PhoneVerification } from '../../components/accounts/phone-verification';
import { usePhoneAvailability } from '../../components/accounts/use-phone-availability';
import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { ApiError } from '../../lib/api-client';
import {
  fieldErrorKey,
  formErrorText,
  setFieldErrorFromApi,
  type FieldErrorKeys,
} from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useUpdateCredentials } from './api/update-credentials';
import { SUBMIT_CLASS } from './form-styles';

const editSchema = updateCredentialsRequestSchema.extend({
  location: z.string().trim().max(LOCATION_MAX_LENGTH),
});
type EditValues = z.infer<typeof editSchema>;
type EditField = keyof EditValues;

const FIELDS = ['username', 'email', 'phone_number', 'location'] as const satisfies EditField[];
const resolver = schemaResolver<EditValues>(editSchema);

const ERROR_KEYS: FieldErrorKeys<EditField> = {
  username: USERNAME_ERROR_KEYS,
  email: EMAIL_ERROR_KEYS,
  phone_number: PHONE_ERROR_KEYS,
  location: { invalid: 'profile.locationTooLong', tooLong: 'profile.locationTooLong' },
};

/**
 * Username, email, phone and location. A new phone number must be verified first, with the
 * same code widget as registration (the API refuses an unverified one).
 */
export function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateCredentials();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EditValues>({
    resolver,
    defaultValues: {
      username: profile.username,
      email: profile.email,
      phone_number: profile.phone_number,
      location: profile.location ?? '',
    },
  });
  const phone = useWatch({ control, name: 'phone_number' });
  const checkAvailability = usePhoneAvailability(() => setError('phone_number', { type: 'taken' }));
  const phoneField = register('phone_number', {
    onChange: () => clearErrors('phone_number'),
    onBlur: (event: { target: { value: string } }) => {
      if (normalizeJordanPhone(event.target.value) !== profile.phone_number) {
        void checkAvailability(event.target.value);
      }
    },
  });
  const phoneChanged = normalizeJordanPhone(phone) !== profile.phone_number;

  async function handleValidSubmit(values: EditValues) {
    setFailure(null);
    if (values.phone_number !== profile.phone_number && values.phone_number !== verifiedPhone) {
      setError('phone_number', { type: 'unverified' }, { shouldFocus: true });
      return;
    }
    try {
      await update.mutateAsync(values);
      showToast('success', t('profile.updated'));
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.phoneNotVerified) {
        setVerifiedPhone(null);
      }
      const onField = setFieldErrorFromApi(error, setError, FIELDS, {
        [ERROR_CODES.usernameTaken]: { field: 'username', type: 'taken' },
        [ERROR_CODES.emailTaken]: { field: 'email', type: 'taken' },
        [ERROR_CODES.phoneTaken]: { field: 'phone_number', type: 'taken' },
        [ERROR_CODES.phoneNotVerified]: { field: 'phone_number', type: 'unverified' },
      });
      if (onField) return;
      setFailure(
        error instanceof ApiError && error.status === 401
          ? t('profile.loginToUpdate')
          : formErrorText(error, t, 'profile.updateFailed'),
      );
    }
  }

  const errorText = (field: EditField) => {
    const key = fieldErrorKey(ERROR_KEYS, field, errors[field]?.type);
    return (
      key &&
      t(key, {
        min: formatNumber(USERNAME_MIN_LENGTH, language),
        max: formatNumber(
          field === 'location' ? LOCATION_MAX_LENGTH : USERNAME_MAX_LENGTH,
          language,
        ),
      })
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="space-y-5">
      <h2 className="text-xl font-bold text-stone-900">{t('profile.editHeading')}</h2>
      <Field id="profile-username" label={t('profile.username')} error={errorText('username')}>
        {(control) => <UsernameInput {...control} {...register('username')} />}
      </Field>
      <Field id="profile-email" label={t('profile.email')} error={errorText('email')}>
        {(control) => <EmailInput {...control} {...register('email')} />}
      </Field>
      <div>
        <Field
          id="profile-phone"
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          error={errorText('phone_number')}
        >
          {(control) => (
            <input
              {...control}
              {...phoneField}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              placeholder="07XXXXXXXX"
              required
            />
          )}
        </Field>
        {phoneChanged && (
          <PhoneVerification
            idPrefix="profile-phone"
            phone={phone}
            verifiedPhone={verifiedPhone}
            onCodeSent={() => clearErrors('phone_number')}
            onVerified={(verified) => {
              setVerifiedPhone(verified);
              clearErrors('phone_number');
            }}
            onPhoneProblem={(problem) =>
              setError('phone_number', { type: problem }, { shouldFocus: true })
            }
          />
        )}
      </div>
      <Field
        id="profile-location"
        label={t('profile.location')}
        hint={t('profile.locationHint')}
        error={errorText('location')}
      >
        {(control) => (
          <input
            {...control}
            {...register('location')}
            autoComplete="address-level2"
            maxLength={LOCATION_MAX_LENGTH}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-800">
          {failure}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={SUBMIT_CLASS}>
        {isSubmitting ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
