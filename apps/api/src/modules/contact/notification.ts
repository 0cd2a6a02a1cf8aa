import type { Language } from '@tabarru/contract/constants';

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

/** The email an administrator receives for a contact message, in the administrator's language. */
export function contactNotification(
  language: Language,
  contact: StoredContactMessage,
): { subject: string; text: string } {
  if (language === 'ar') {
    return {
      subject: `رسالة تواصل جديدة من ${contact.name}`,
      text: [
        'وصلت رسالة جديدة عبر نموذج "تواصل معنا":',
        '',
        `الاسم: ${contact.name}`,
        `البريد الإلكتروني: ${contact.email}`,
        `التاريخ: ${contact.createdAt}`,
        '',
        contact.message,
        '',
        'للرد، راسل المرسل مباشرةً على بريده الإلكتروني.',
      ].join('\n'),
    };
  }
  return {
    subject: `New contact message from ${contact.name}`,
    text: [
      'A new message arrived through the Contact us form:',
      '',
      `Name: ${contact.name}`,
      `Email: ${contact.email}`,
      `Sent: ${contact.createdAt}`,
      '',
      contact.message,
      '',
      'To answer, write to the sender at their email address.',
    ].join('\n'),
  };
}
