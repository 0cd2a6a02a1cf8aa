import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { signInFormSchema, type LoginRequest } from '@tabarru/contract/accounts';
import { PASSWORD_MAX_LENGTH } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';

import { EmailOrPhoneInput, PasswordInput } from '../../components/accounts/account-inputs';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { FormSection } from '../../components/ui/form-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { ERROR_CODE_KEYS, errorText } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { paths } from '../../lib/paths';
import { keepingReturnTo, RETURN_TO_PARAM, returnTarget } from '../../lib/return-to';
import { signIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useLogin, type LoginReply } from './api/login';
import { LINK_CLASS } from './link-class';
import { SecondStepForm } from './second-step-form';

type LoginField = keyof LoginRequest;

const FIELDS = ['email', 'password'] as const satisfies LoginField[];
const resolver = schemaResolver(signInFormSchema);

const ERROR_KEYS: FieldErrorKeys<LoginField> = {
  email: {
    required: 'auth.login.emailOrPhoneRequired',
    invalid: 'auth.login.emailOrPhoneInvalid',
    tooLong: 'auth.login.emailOrPhoneInvalid',
  },
  password: { required: 'auth.passwordRequired', tooLong: 'auth.passwordTooLong' },
};

/**
 * Login: email or phone number (in the `email` field the API has always read) and password, then for an account with two-step sign-in a code (SecondStepForm);
 * back to the page the visitor was sent away from, or the feed.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver, defaultValues: { email: '', password: '' } });
  const failure = useFormFailure(setError, FIELDS);
  // The second step's challenge, while the page asks for the code.
  const [challenge, setChallenge] = useState<string | null>(null);
  // A suspended member's alert links to the contact page, the way to the team.
  const [suspended, setSuspended] = useState(false);
  const backToPassword = useRef(false);
  useDocumentTitle(t('auth.login.title'));

  useEffect(() => {
    if (challenge !== null || !backToPassword.current) return;
    backToPassword.current = false;
    setFocus('password');
  }, [challenge, setFocus]);

  async function handleSignedIn(token: string) {
    signIn(token);
    showToast('success', t('auth.login.success'));
    const fallback = localHref(paths.feed);
    await navigate(returnTarget(searchParams.get(RETURN_TO_PARAM), language, fallback), {
      replace: true,
    });
  }

  function handleRestart(reason: string | null) {
    backToPassword.current = true;
    setChallenge(null);
    if (reason) failure.show(reason);
  }

  async function handleValidSubmit(values: LoginRequest) {
    failure.clear();
    setSuspended(false);
    let reply: LoginReply;
    try {
      reply = await loginMutation.mutateAsync(values);
    } catch (error) {
      // A failed sign-in answers 401 with the bare string "Invalid Credentials", without a code,
      // as the earlier product's API did.
      if (error instanceof ApiError && error.status === 401) {
        failure.show(t(ERROR_CODE_KEYS.INVALID_CREDENTIALS));
        return;
      }
      setSuspended(error instanceof ApiError && error.code === ERROR_CODES.accountSuspended);
      failure.refuse(error, errorText(error, t, { failed: 'auth.login.failed' }));
      return;
    }
    if ('twoFactorRequired' in reply) setChallenge(reply.challenge);
    else await handleSignedIn(reply.jwtToken);
  }

  const fieldText = (field: LoginField) => {
    return fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type, { max: PASSWORD_MAX_LENGTH });
  };

  if (challenge !== null) {
    return (
      <FormSection
        heading={t('auth.login.secondStep.heading')}
        lead={t('auth.login.secondStep.lead')}
      >
        <SecondStepForm
          challenge={challenge}
          onSignedIn={handleSignedIn}
          onRestart={handleRestart}
        />
      </FormSection>
    );
  }

  return (
    <FormSection heading={t('auth.login.heading')} lead={t('auth.login.lead')}>
      <form
        noValidate
        onSubmit={handleSubmit(handleValidSubmit)}
        onInput={failure.clear}
        className="space-y-5"
      >
        <Field
          id="login-email-or-phone"
          label={t('auth.login.emailOrPhone')}
          error={fieldText('email')}
        >
          {(control) => <EmailOrPhoneInput {...control} {...register('email')} />}
        </Field>
        <Field id="login-password" label={t('auth.password')} error={fieldText('password')}>
          {(control) => <PasswordInput purpose="current" {...control} {...register('password')} />}
        </Field>
        <FormAlert text={failure.text}>
          {suspended && (
            <p className="mt-1">
              <Link to={localHref(paths.contact)} className={LINK_CLASS}>
                {t('auth.login.suspendedContact')}
              </Link>
            </p>
          )}
        </FormAlert>
        <Button type="submit" size="lg" wide disabled={isSubmitting}>
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
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
              register: (
                <Link
                  to={keepingReturnTo(
                    localHref(paths.registration),
                    searchParams.get(RETURN_TO_PARAM),
                  )}
                  className={LINK_CLASS}
                />
              ),
            }}
          />
        </p>
      </div>
    </FormSection>
  );
}

export { LoginPage as Component };
