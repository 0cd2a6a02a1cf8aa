import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import {
  registrationRequestSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type RegistrationRequest,
} from '@tabarru/contract/accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { normalizeJordanPhone } from '@tabarru/contract/phone';

import { EmailInput, PasswordInput, UsernameInput } from '../../components/accounts/account-inputs';
import {
  EMAIL_ERROR_KEYS,
  NEW_PASSWORD_ERROR_KEYS,
  PHONE_ERROR_KEYS,
  USERNAME_ERROR_KEYS,
} from '../../components/accounts/account-field-errors';
import { PhoneVerification } from '../../components/accounts/phone-verification';
import { usePhoneAvailability } from '../../components/accounts/use-phone-availability';
import { Field } from '../../components/ui/field';
import { useDocumentTitle } from '../../hooks/use-document-title';
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
import { paths } from '../../lib/paths';
import { signIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useRegister } from './api/register';
import { FormAlert, LINK_CLASS, SUBMIT_CLASS } from './auth-card';
import { SideVideo } from './side-video';

type RegistrationValues = Omit<RegistrationRequest, 'locale'>;
type RegistrationField = keyof RegistrationValues;

const FIELDS = [
  'username',
  'email',
  'password',
  'phone_number',
] as const satisfies RegistrationField[];
const EMPTY: RegistrationValues = { username: '', email: '', password: '', phone_number: '' };
const resolver = schemaResolver<RegistrationValues>(
  registrationRequestSchema.omit({ locale: true }),
);

const ERROR_KEYS: FieldErrorKeys<RegistrationField> = {
  username: USERNAME_ERROR_KEYS,
  email: EMAIL_ERROR_KEYS,
  password: NEW_PASSWORD_ERROR_KEYS,
  phone_number: PHONE_ERROR_KEYS,
};

/** Registration behind a verified phone (spec 000 §2.3, §4, §5). */
export function RegistrationPage() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const navigate = useNavigate();
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({ resolver, defaultValues: EMPTY });
  useDocumentTitle(t('auth.register.title'));
  const phone = useWatch({ control, name: 'phone_number' });
  const checkAvailability = usePhoneAvailability(() => setError('phone_number', { type: 'taken' }));
  const phoneField = register('phone_number', {
    onChange: () => clearErrors('phone_number'),
    onBlur: (event: { target: { value: string } }) => void checkAvailability(event.target.value),
  });

  async function handleValidSubmit(values: RegistrationValues) {
    setFailure(null);
    if (verifiedPhone === null || verifiedPhone !== normalizeJordanPhone(values.phone_number)) {
      setError('phone_number', { type: 'unverified' }, { shouldFocus: true });
      return;
    }
    try {
      const { jwtToken } = await registration.mutateAsync({ ...values, locale: language });
      signIn(jwtToken);
      showToast('success', t('auth.register.success'));
      await navigate(localHref(paths.feed), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.phoneNotVerified) {
        setVerifiedPhone(null);
      }
      const onField = setFieldErrorFromApi(error, setError, FIELDS, {
        [ERROR_CODES.usernameTaken]: { field: 'username', type: 'taken' },
        [ERROR_CODES.emailTaken]: { field: 'email', type: 'taken' },
        [ERROR_CODES.phoneTaken]: { field: 'phone_number', type: 'taken' },
        [ERROR_CODES.phoneNotVerified]: { field: 'phone_number', type: 'unverified' },
        [ERROR_CODES.passwordTooCommon]: { field: 'password', type: 'common' },
      });
      if (!onField) setFailure(formErrorText(error, t, 'auth.register.failed'));
    }
  }

  const errorText = (field: RegistrationField) => {
    const key = fieldErrorKey(ERROR_KEYS, field, errors[field]?.type);
    return (
      key &&
      t(key, {
        min: formatNumber(
          field === 'username' ? USERNAME_MIN_LENGTH : PASSWORD_MIN_LENGTH,
          language,
        ),
        max: formatNumber(
          field === 'username' ? USERNAME_MAX_LENGTH : PASSWORD_MAX_LENGTH,
          language,
        ),
      })
    );
  };

  return (
    <div className="mx-auto grid max-w-5xl items-start gap-10 px-4 py-12 md:grid-cols-2 md:py-16">
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t('auth.register.heading')}</h1>
        <p className="mt-3 text-lg leading-relaxed text-stone-700">{t('auth.register.lead')}</p>
        <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8">
          <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="space-y-5">
            <Field
              id="register-username"
              label={t('auth.register.username')}
              error={errorText('username')}
            >
              {(control) => <UsernameInput {...control} {...register('username')} />}
            </Field>
            <Field id="register-email" label={t('auth.email')} error={errorText('email')}>
              {(control) => <EmailInput {...control} {...register('email')} />}
            </Field>
            <Field
              id="register-password"
              label={t('auth.password')}
              hint={t('auth.passwordHint', { min: formatNumber(PASSWORD_MIN_LENGTH, language) })}
              error={errorText('password')}
            >
              {(control) => <PasswordInput purpose="new" {...control} {...register('password')} />}
            </Field>
            <div>
              <Field id="register-phone" label={t('phone.label')} error={errorText('phone_number')}>
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
              <PhoneVerification
                idPrefix="register-phone"
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
            </div>
            <FormAlert text={failure} />
            <button type="submit" disabled={isSubmitting} className={SUBMIT_CLASS}>
              {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
            </button>
          </form>
          <p className="mt-6 text-stone-700">
            <Trans
              i18nKey="auth.register.haveAccount"
              components={{ login: <Link to={localHref(paths.login)} className={LINK_CLASS} /> }}
            />
          </p>
        </div>
      </div>
      <SideVideo />
    </div>
  );
}

export { RegistrationPage as Component };
