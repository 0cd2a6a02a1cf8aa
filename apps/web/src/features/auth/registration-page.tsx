import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';

import {
  registrationRequestSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type RegistrationRequest,
} from '@tabarru/contract/accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tabarru/contract/constants';

import {
  EmailInput,
  PasswordInput,
  PhoneInput,
  UsernameInput,
} from '../../components/accounts/account-inputs';
import {
  EMAIL_ERROR_KEYS,
  NEW_PASSWORD_ERROR_KEYS,
  PHONE_ERROR_KEYS,
  USERNAME_ERROR_KEYS,
} from '../../components/accounts/account-field-errors';
import { PhoneVerification } from '../../components/accounts/phone-verification';
import { useVerifiedPhone } from '../../components/accounts/use-verified-phone';
import { Button } from '../../components/ui/button';
import { limitedLength } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { FormSection } from '../../components/ui/form-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { keepingReturnTo, RETURN_TO_PARAM, returnTarget } from '../../lib/return-to';
import { signIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useRegister } from './api/register';
import { LINK_CLASS } from './link-class';
import { SideVideo } from './side-video';

type RegistrationValues = Omit<RegistrationRequest, 'locale' | 'verificationToken'>;
type RegistrationField = keyof RegistrationValues;

const FIELDS = [
  'username',
  'email',
  'password',
  'phone_number',
] as const satisfies RegistrationField[];
const EMPTY: RegistrationValues = { username: '', email: '', password: '', phone_number: '' };
const resolver = schemaResolver<RegistrationValues>(
  registrationRequestSchema.omit({ locale: true, verificationToken: true }),
);

const ERROR_KEYS: FieldErrorKeys<RegistrationField> = {
  username: USERNAME_ERROR_KEYS,
  email: EMAIL_ERROR_KEYS,
  password: NEW_PASSWORD_ERROR_KEYS,
  phone_number: PHONE_ERROR_KEYS,
};

/**
 * Registration behind a verified phone: Register checks the code typed, when Verify was not
 * pressed, then registers. Then back to the page the visitor came from (`?next=`, as the login
 * page does), or the feed.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get(RETURN_TO_PARAM);
  const registration = useRegister();
  const form = useForm<RegistrationValues>({ resolver, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const failure = useFormFailure(setError, FIELDS);
  const phoneVerification = useVerifiedPhone(form);
  const { phoneField } = phoneVerification;
  useDocumentTitle(t('auth.register.title'));
  const [username, phone] = useWatch({ control, name: ['username', 'phone_number'] });

  async function handleValidSubmit(values: RegistrationValues) {
    failure.clear();
    const verified = await phoneVerification.verifiedFor(values.phone_number);
    if (verified === null) return;
    try {
      const { jwtToken } = await registration.mutateAsync({
        ...values,
        locale: language,
        verificationToken: verified.token,
      });
      signIn(jwtToken);
      showToast('success', t('auth.register.success'));
      await navigate(returnTarget(returnTo, language, localHref(paths.feed)), { replace: true });
    } catch (error) {
      phoneVerification.forgetIfRefused(error);
      failure.refuse(error, errorText(error, t, { failed: 'auth.register.failed' }));
    }
  }

  const fieldText = (field: RegistrationField) => {
    return fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type, {
      min: formatNumber(field === 'username' ? USERNAME_MIN_LENGTH : PASSWORD_MIN_LENGTH, language),
      max: formatNumber(field === 'username' ? USERNAME_MAX_LENGTH : PASSWORD_MAX_LENGTH, language),
    });
  };

  return (
    <FormSection
      heading={t('auth.register.heading')}
      lead={t('auth.register.lead')}
      aside={<SideVideo />}
    >
      <form
        noValidate
        onSubmit={handleSubmit(handleValidSubmit)}
        onInput={failure.clear}
        className="space-y-5"
      >
        <Field
          id="register-username"
          label={t('auth.register.username')}
          error={fieldText('username')}
          limit={{ length: limitedLength(username), max: USERNAME_MAX_LENGTH }}
        >
          {(control) => <UsernameInput {...control} {...register('username')} />}
        </Field>
        <Field id="register-email" label={t('auth.email')} error={fieldText('email')}>
          {(control) => <EmailInput {...control} {...register('email')} />}
        </Field>
        <Field
          id="register-password"
          label={t('auth.password')}
          hint={t('auth.passwordHint', { min: formatNumber(PASSWORD_MIN_LENGTH, language) })}
          error={fieldText('password')}
        >
          {(control) => <PasswordInput purpose="new" {...control} {...register('password')} />}
        </Field>
        <div>
          <Field id="register-phone" label={t('phone.label')} error={fieldText('phone_number')}>
            {(control) => <PhoneInput {...control} {...phoneField} />}
          </Field>
          <PhoneVerification
            idPrefix="register-phone"
            phone={phone}
            {...phoneVerification.verification}
          />
        </div>
        <FormAlert text={failure.text} />
        <Button type="submit" size="lg" wide disabled={isSubmitting}>
          {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-stone-700">
        <Trans
          i18nKey="auth.register.haveAccount"
          components={{
            login: (
              <Link to={keepingReturnTo(localHref(paths.login), returnTo)} className={LINK_CLASS} />
            ),
          }}
        />
      </p>
    </FormSection>
  );
}

export { RegistrationPage as Component };
