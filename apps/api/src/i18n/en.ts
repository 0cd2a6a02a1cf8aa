/**
 * What the server writes to people in English: texts, mails. Placeholders are {{name}}. The
 * Arabic catalogue (ar.ts) has the same keys, checked by the compiler.
 */
export const en = {
  sms: {
    verificationCode:
      'Your Tabarru verification code is {{code}}. It expires in {{minutes}} minutes. Do not share it with anyone.',
  },
  mail: {
    passwordReset: {
      subject: 'Reset your Tabarru password',
      text: [
        'Hello {{username}},',
        '',
        'We received a request to reset the password of your account. To choose a new one, open:',
        '{{link}}',
        '',
        'The link works once and expires in {{minutes}} minutes.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    },
    contactMessage: {
      subject: 'New contact message from {{name}}',
      text: [
        'A new message arrived through the Contact us form:',
        '',
        'Name: {{name}}',
        'Email: {{email}}',
        'Sent: {{sentAt}}',
        '',
        '{{message}}',
        '',
        'To answer, write to the sender at their email address.',
      ].join('\n'),
    },
    unreadMessages: {
      subject: 'New messages from {{sender}} on Tabarru',
      text: [
        'Hello {{username}},',
        '',
        '{{sender}} sent you messages on Tabarru that you have not read yet. To read them and answer, open:',
        '{{link}}',
        '',
        'We write at most once an hour about a conversation. To stop these emails, turn them off on your profile:',
        '{{profileLink}}',
      ].join('\n'),
    },
  },
} as const;

type Texts<Catalogue> = {
  [Key in keyof Catalogue]: Catalogue[Key] extends string ? string : Texts<Catalogue[Key]>;
};

/** The shape every language's catalogue has: the keys of the English one, any texts. */
export type Catalogue = Texts<typeof en>;
