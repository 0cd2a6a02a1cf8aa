import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { loginRequestSchema, type LoginRequest } from '@tabarru/contract/accounts';
import { PASSWORD_MAX_LENGTH } from '@tabarru/contract/constants';

import { EmailInput, PasswordInput } from '../../components/accounts/account-inputs';
import { EMAIL_ERROR_KEYS } from '../../components/accounts/account-field-errors';
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
import { paths } from '../../lib/paths';
import { RETURN_TO_PARAM, returnTarget } from '../../lib/return-to';
import { signIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useLogin } from './api/login';
import { AuthCard, FormAlert, LINK_CLASS, SUBMIT_CLASS } from './auth-card';

type LoginField = keyof LoginRequest;

const FIELDS = ['email', 'password'] as const satisfies LoginField[];
const resolver = schemaResolver(loginRequestSchema);

const ERROR_KEYS: FieldErrorKeys<LoginField> = {
  email: EMAIL_ERROR_KEYS,
  password: {
    required: 'auth.passwordRequired',
    invalid: 'auth.passwordRequired',
    tooLong: 'auth.passwordTooLong',
  },
};

/** Login (spec 000 §2.3, §4): back to the page the visitor was sent away from, or the feed. */
export function LoginPage() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver, defaultValues: { email: '', password: '' } });
  useDocumentTitle(t('auth.login.title'));

  async function handleValidSubmit(values: LoginRequest) {
    setFailure(null);
    try {
      const { jwtToken } = await loginMutation.mutateAsync(values);
      signIn(jwtToken);
      showToast('success', t('auth.login.success'));
      const fallback = localHref(paths.feed);
      await navigate(returnTarget(searchParams.get(RETURN_TO_PARAM), language, fallback), {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setFailure(t('auth.login.invalidCredentials'));
        return;
      }
      if (setFieldErrorFromApi(error, setError, FIELDS, {})) return;
      setFailure(formErrorText(error, t, 'auth.login.failed'));
    }
  }

  const errorText = (field: LoginField) => {
    const key = fieldErrorKey(ERROR_KEYS, field, errors[field]?.type);
    return key && t(key, { max: PASSWORD_MAX_LENGTH });
  };

  return (
    <AuthCard heading={t('auth.login.heading')} lead={t('auth.login.lead')}>
      <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="space-y-5">
        <Field id="login-email" label={t('auth.email')} error={errorText('email')}>
          {(control) => <EmailInput {...control} {...register('email')} />}
        </Field>
        <Field id="login-password" label={t('auth.password')} error={errorText('password')}>
          {(control) => <PasswordInput purpose="current" {...control} {...register('password')} />}
        </Field>
        <FormAlert text={failure} />
        <button type="submit" disabled={isSubmitting} className={SUBMIT_CLASS}>
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <div className="mt-6 space-y-3 text-stone-700">
        <p>
          <Link to={localHref(paths.forgotPassword)} className={LINK_CLASS}>
            {t('auth.login.forgot')}
          </Link>
        </p>
        <p>
          <Trans
            i18nKey="auth.login.noAccount"
            components={{
              register: <Link to={localHref(paths.registration)} className={LINK_CLASS} />,
            }}
          />
        </p>
      </div>
    </AuthCard>
  );
}

export { LoginPage as Component };
