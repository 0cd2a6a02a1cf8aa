import { RESET_TOKEN_TTL_MINUTES } from '@tabarru/contract/accounts';
import type { Language } from '@tabarru/contract/constants';

/** The reset link, built from PUBLIC_WEB_URL (never the Host header), in the page's language. */
export function resetLink(publicWebUrl: string, locale: Language, token: string): string {
  const prefix = locale === 'ar' ? '/ar' : '';
  return `${publicWebUrl.replace(/\/$/, '')}${prefix}/reset-password?token=${encodeURIComponent(token)}`;
}

export function resetMail(
  locale: Language,
  username: string,
  link: string,
): { subject: string; text: string } {
  if (locale === 'ar') {
    return {
      subject: 'إعادة تعيين كلمة المرور في تبرّع',
      text: [
        `مرحبًا ${username}،`,
        '',
        'وصلنا طلب لإعادة تعيين كلمة المرور لحسابك. لاختيار كلمة مرور جديدة افتح الرابط التالي:',
        link,
        '',
        `الرابط صالح لمدة ${RESET_TOKEN_TTL_MINUTES} دقيقة ولمرة واحدة فقط.`,
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your Tabarru password',
    text: [
      `Hello ${username},`,
      '',
      'We received a request to reset the password of your account. To choose a new one, open:',
      link,
      '',
      `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
