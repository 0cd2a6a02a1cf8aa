import type { Catalogue } from './en';

/** What the server writes to people in Arabic; the same keys as en.ts. */
export const ar: Catalogue = {
  sms: {
    verificationCode:
      'رمز التحقق في تبرّع: {{code}}. صالح لمدة {{minutes}} دقائق. لا تشاركه مع أحد.',
  },
  mail: {
    passwordReset: {
      subject: 'إعادة تعيين كلمة المرور في تبرّع',
      text: [
        'مرحبًا {{username}}،',
        '',
        'وصلنا طلب لإعادة تعيين كلمة المرور لحسابك. لاختيار كلمة مرور جديدة افتح الرابط التالي:',
        '{{link}}',
        '',
        'الرابط صالح لمدة {{minutes}} دقيقة ولمرة واحدة فقط.',
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
      ].join('\n'),
    },
    contactMessage: {
      subject: 'رسالة تواصل جديدة من {{name}}',
      text: [
        'وصلت رسالة جديدة عبر نموذج "تواصل معنا":',
        '',
        'الاسم: {{name}}',
        'البريد الإلكتروني: {{email}}',
        'التاريخ: {{sentAt}}',
        '',
        '{{message}}',
        '',
        'للرد، راسل المرسل مباشرةً على بريده الإلكتروني.',
      ].join('\n'),
    },
  },
};
