import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';

import { OTP_CODE_LENGTH, otpCodeSchema } from '@tabarru/contract/accounts';
import { OTP_RESEND_SECONDS } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { normalizeJordanPhone } from '@tabarru/contract/phone';

import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../ui/button';
import { LineIcon } from '../ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import type { CatalogKey } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { errorKey, refusalCode } from '../../lib/error-keys';
import { fieldErrorType, type FieldErrorType } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useCheckCode } from './api/check-code';
import { useSendCode } from './api/send-code';

/** What is wrong with the phone field itself; the form shows it on that field. */
export type PhoneProblem = FieldErrorType;

/** A phone verified in this form, and the token the form sends with it to prove so. */
export interface VerifiedPhone {
  /** +9627XXXXXXXX */
  phone: string;
  token: string | undefined;
}

interface Notice {
  key: CatalogKey;
  seconds?: number;
}

/** What a form asks of its PhoneVerification when the form is sent. */
export interface TypedCodeCheck {
  /**
   * Checks the code typed for the number in the phone field, as Verify does: the phone it
   * verified, or null, the reason said on the code field (or on the phone field when no code
   * went to this number).
   */
  check: () => Promise<VerifiedPhone | null>;
}

/**
 * Phone verification beside a phone field: unverified → code sent (the code input appears;
 * resending waits out a countdown) → verified (the code input goes, a line says so). Changing the
 * number afterwards makes it unverified again. Verify checks the code at once; a form that is
 * sent with a code typed checks it through `ref`, so sending the form is enough.
 */
export function PhoneVerification({
  ref,
  idPrefix,
  phone,
  verifiedPhone,
  onVerified,
  onPhoneProblem,
  onCodeSent,
}: {
  ref: Ref<TypedCodeCheck>;
  idPrefix: string;
  /** what the phone field holds now */
  phone: string;
  /** the +962 number verified in this form, if any */
  verifiedPhone: string | null;
  onVerified: (verified: VerifiedPhone) => void;
  onPhoneProblem: (problem: PhoneProblem) => void;
  onCodeSent: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const normalized = normalizeJordanPhone(phone);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(0);
  const sending = useSendCode();
  const checking = useCheckCode();
  const busy = sending.isPending || checking.isPending;
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  /** what is wrong with the code typed, said on the code field */
  const [codeProblem, setCodeProblem] = useState<CatalogKey | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const codeHintId = useId();
  const codeProblemId = useId();
  const codeLength = formatNumber(OTP_CODE_LENGTH, language);

  const codeSent = sentTo !== null && sentTo === normalized;
  const secondsLeft = codeSent ? Math.max(0, Math.ceil((resendAt - now) / 1000)) : 0;

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  useEffect(() => {
    if (codeSent) codeInput.current?.focus();
  }, [codeSent]);

  useImperativeHandle(ref, () => ({ check: checkTypedCode }));

  function startCountdown(seconds: number) {
    const start = Date.now();
    setNow(start);
    setResendAt(start + seconds * 1000);
  }

  async function handleSend() {
    if (normalized === null) {
      onPhoneProblem(phone.trim() === '' ? 'required' : 'invalid');
      return;
    }
    setNotice(null);
    try {
      const reply = await sending.mutateAsync({ phone: normalized, locale: language });
      setSentTo(normalized);
      setCode('');
      setCodeProblem(null);
      startCountdown(reply.resendAfterSeconds);
      onCodeSent();
      showToast('success', t('phone.codeSent'));
    } catch (error) {
      const code = refusalCode(error);
      if (code === ERROR_CODES.resendTooSoon) {
        // A code went to this number moments ago; it can still be typed in.
        const seconds =
          (error instanceof ApiError ? error.retryAfterSeconds : undefined) ?? OTP_RESEND_SECONDS;
        setSentTo(normalized);
        startCountdown(seconds);
        setNotice({ key: 'phone.waitBeforeResend', seconds });
      } else if (code !== undefined && error instanceof ApiError && error.field === 'phone') {
        onPhoneProblem(fieldErrorType(code));
      } else {
        setNotice({ key: errorKey(error, { failed: 'phone.sendFailed' }) });
      }
    }
  }

  function refuseCode(problem: CatalogKey) {
    setCodeProblem(problem);
    codeInput.current?.focus();
  }

  async function checkTypedCode(): Promise<VerifiedPhone | null> {
    if (!codeSent) {
      onPhoneProblem(ERROR_CODES.phoneNotVerified);
      return null;
    }
    const typed = otpCodeSchema.safeParse(code);
    if (!typed.success) {
      refuseCode(code.trim() === '' ? 'phone.codeRequired' : 'phone.codeFormat');
      return null;
    }
    setCodeProblem(null);
    setNotice(null);
    try {
      const reply = await checking.mutateAsync({ phone: sentTo, code: typed.data });
      const verified = { phone: sentTo, token: reply.verificationToken };
      onVerified(verified);
      return verified;
    } catch (error) {
      refuseCode(errorKey(error, { failed: 'phone.checkFailed' }));
      return null;
    }
  }

  async function handleCheck() {
    if (await checkTypedCode()) showToast('success', t('phone.verifiedToast'));
  }

  if (normalized !== null && normalized === verifiedPhone) {
    return (
      <p role="status" className="mt-2 flex items-center gap-2 font-semibold text-brand-800">
        <LineIcon className="size-5" strokeWidth={2.5}>
          <path d="M5 12l5 5 9-10" />
        </LineIcon>
        {t('phone.verified')}
      </p>
    );
  }

  const sendLabel = sending.isPending
    ? t('phone.sending')
    : secondsLeft > 0
      ? t('phone.resendIn', { seconds: formatNumber(secondsLeft, language) })
      : t(codeSent ? 'phone.resend' : 'phone.sendCode');

  return (
    <div className="mt-3 space-y-3">
      <Button
        variant="secondary"
        onClick={() => void handleSend()}
        disabled={busy || secondsLeft > 0}
      >
        {sendLabel}
      </Button>
      {codeSent && (
        <div>
          <label htmlFor={`${idPrefix}-code`} className="block font-semibold text-stone-900">
            {t('phone.code')}
          </label>
          <p id={codeHintId} className="mt-1 text-sm text-stone-600">
            {t('phone.codeHint', { length: codeLength })}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-2">
            <input
              ref={codeInput}
              id={`${idPrefix}-code`}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void handleCheck();
                }
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_CODE_LENGTH}
              dir="ltr"
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={codeProblem ? `${codeHintId} ${codeProblemId}` : codeHintId}
              className={`w-40 rounded-lg border bg-white px-3 py-2.5 text-center tracking-widest text-stone-900 shadow-xs focus:border-brand-700 focus:outline-2 focus:outline-brand-700 ${codeProblem ? 'border-red-700' : 'border-stone-400'}`}
            />
            <Button variant="secondary" onClick={() => void handleCheck()} disabled={busy}>
              {checking.isPending ? t('phone.verifying') : t('phone.verify')}
            </Button>
          </div>
          {codeProblem && (
            <p
              id={codeProblemId}
              role="alert"
              className="mt-1.5 text-sm font-semibold text-red-700"
            >
              {t(codeProblem, { length: codeLength })}
            </p>
          )}
        </div>
      )}
      {notice && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {notice.seconds === undefined
            ? t(notice.key)
            : t(notice.key, { seconds: formatNumber(notice.seconds, language) })}
        </p>
      )}
    </div>
  );
}
