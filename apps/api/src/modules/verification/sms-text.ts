import { OTP_TTL_MINUTES } from '@tabarru/contract/accounts';
import type { Language } from '@tabarru/contract/constants';

/** The verification text in the language of the page it was asked from. */
export function verificationSms(locale: Language, code: string): string {
  return locale === 'ar'
    ? `رمز التحقق في تبرّع: ${code}. صالح لمدة ${OTP_TTL_MINUTES} دقائق. لا تشاركه مع أحد.`
    : `Your Tabarru verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`;
}
