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
  /**
   * What the web host writes into a page's head for visitors, link previews and search engines.
   * The page titles, category and region names are the web app's own (en.json, ar.json; a test
   * keeps them equal).
   */
  pages: {
    siteName: 'Tabarru',
    pageTitle: '{{page}} | Tabarru',
    home: {
      title: 'Home',
      description:
        "Give away what you no longer need, to someone nearby who does. Tabarru is Jordan's community for donating unwanted items.",
    },
    feed: {
      title: 'Feed',
      description:
        'Furniture, books, clothes, heaters and more, given away free by people across Jordan. Find something near you.',
    },
    events: {
      title: 'Upcoming events',
      description: 'Clothes swaps, book drives and other giving events across Jordan.',
    },
    about: {
      title: 'About',
      description:
        'Why Tabarru exists and who builds it: a community in Jordan that gives things a second life instead of throwing them away.',
    },
    privacy: {
      title: 'Privacy Policy',
      description: 'What Tabarru keeps about its members, why, and your rights over it.',
    },
    terms: {
      title: 'Terms',
      description: 'The rules of giving and receiving on Tabarru.',
    },
    contact: {
      title: 'Contact us',
      description: 'A question, an idea or a problem with the site: write to the Tabarru team.',
    },
    post: {
      description: '{{category}} · {{place}}. {{description}}',
      imageAlt: 'Photo of {{title}}',
    },
    event: {
      description: '{{date}}, {{time}} · {{place}}. {{description}}',
      time: '{{start}} – {{end}}',
      imageAlt: 'Photo of {{title}}',
    },
    categories: {
      Furniture: 'Furniture',
      Electronics: 'Electronics',
      Games: 'Games',
      Clothing: 'Clothing',
      Books: 'Books',
      Appliances: 'Appliances',
      Toys: 'Toys',
      Tools: 'Tools',
      'Sports Equipment': 'Sports Equipment',
      Food: 'Food',
      Other: 'Other',
    },
    regions: {
      Amman: 'Amman',
      Zarqa: 'Zarqa',
      Irbid: 'Irbid',
      Salt: 'Salt',
      Madaba: 'Madaba',
      Jerash: 'Jerash',
      Ajloun: 'Ajloun',
      Karak: 'Karak',
      Tafilah: 'Tafilah',
      "Ma'an": "Ma'an",
      Aqaba: 'Aqaba',
      Mafraq: 'Mafraq',
    },
  },
} as const;

type Texts<Catalogue> = {
  [Key in keyof Catalogue]: Catalogue[Key] extends string ? string : Texts<Catalogue[Key]>;
};

/** The shape every language's catalogue has: the keys of the English one, any texts. */
export type Catalogue = Texts<typeof en>;
