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
    emailChangeConfirm: {
      subject: 'Confirm your new email for Tabarru',
      text: [
        'Hello {{username}},',
        '',
        'You asked to use this address for your Tabarru account. To start using it, open:',
        '{{link}}',
        '',
        'The link works once and expires in {{hours}} hours. Until then your account keeps its old address.',
        'If you did not ask for this, ignore this email.',
      ].join('\n'),
    },
    emailChangeNotice: {
      subject: 'Your Tabarru email is being changed',
      text: [
        'Hello {{username}},',
        '',
        'Someone signed in to your Tabarru account asked to change its email to {{newEmail}}.',
        'If that was you, there is nothing to do: the change happens once the link sent to the new address is opened.',
        '',
        'If it was not you, open this link within {{days}} days:',
        '{{link}}',
        'It undoes the change, signs your account out on every device, and lets you choose a new password.',
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
        'We write at most once an hour about a conversation. To change or stop these emails, open your notification settings:',
        '{{settingsLink}}',
        'To stop emails about messages in one click:',
        '{{unsubscribeLink}}',
      ].join('\n'),
    },
    notifications: {
      greeting: 'Hello {{username}},',
      open: 'Open: {{link}}',
      severalSubject: '{{title}} ({{count}})',
      instantFooter:
        'We email you about this at most once an hour; what came meanwhile is in the next email. To change or stop these emails, open your notification settings:',
      digestSubject: 'Your day on Tabarru: {{count}} new',
      digestIntro: 'What happened on Tabarru since your last digest:',
      digestFooter:
        'This digest comes once a day. To change or stop it, open your notification settings:',
      unsubscribeLine: 'To stop these emails in one click:',
    },
  },
  /** A pickup's calendar file. */
  pickups: {
    summary: 'Collect “{{post}}” with {{member}}',
    alarm: 'Collecting “{{post}}” with {{member}} in two hours',
    area: 'Around {{area}}',
    meetingPoint: '{{point}} (around {{area}})',
    inChat: 'Around {{area}}: the donor sends the address in the conversation',
    advice:
      'Meet in a public place or with someone present. Never pay anything, and never send a photo of your ID.',
    link: 'The item and the conversation: {{link}}',
  },
  /** The titles and lines of notifications, in pushes and emails. */
  notify: {
    title: {
      claim_received: 'New claim on your item',
      claim_confirmed: 'Your claim was confirmed',
      claim_declined: 'Your claim was declined',
      message: 'New message from {{actor}}',
      rating_received: 'You have a new rating',
      post_flagged: 'Your post is under review',
      post_approved: 'Your post shows again',
      search_match: 'A new item matches your search',
      wanted_match: 'A new item matches what you are looking for',
      new_sign_in: 'New sign-in: {{device}}',
      ask_received: '{{actor}} would like your item',
      ask_promised: '{{actor}} promised you an item',
      ask_elsewhere: 'An item you asked for is going to another member',
      promise_withdrawn: '{{actor}} withdrew a promise',
      pickup_times_offered: 'New times to collect your item',
      pickup_time_picked: '{{actor}} picked a time',
      pickup_time_asked: '{{actor}} asked for another time',
      pickup_soon: 'Pickup in two hours',
      pickup_now: 'Pickup time now',
      pickup_outcome: 'Was it collected?',
      pickup_missed: 'A missed pickup',
      ask_withdrawn: '{{actor}} no longer needs an item',
      draw_won: 'You won the draw',
      draw_done: 'The draw is done',
      still_available: 'Is it still available?',
      offer_expired: 'Your offer ended',
      organisation_suggested: 'An organisation near you collects it',
    },
    body: {
      claim_received: '{{actor}} would like “{{post}}”.',
      claim_confirmed:
        '{{actor}} confirmed your claim on “{{post}}”. Agree on the handover in messages.',
      claim_declined: 'Your claim on “{{post}}” was declined.',
      message: '{{actor}} sent you a message. Tap to read and answer.',
      rating_received: '{{actor}} rated you {{rating}} out of 5.',
      post_flagged: 'Reports hid “{{post}}” until an administrator looks at it.',
      post_approved: 'An administrator approved “{{post}}”: everyone sees it again.',
      search_match: 'New on Tabarru: “{{post}}”.',
      wanted_match: 'New on Tabarru: “{{post}}”.',
      new_sign_in:
        'Your account was signed in to from {{device}}. If this was not you, sign that device out from your signed-in devices and change your password.',
      ask_received: '{{actor}} asked for “{{post}}”. See who asked and promise it to one of them.',
      ask_promised: '{{actor}} promised you “{{post}}”. Pick one of the times to collect it.',
      ask_elsewhere: '“{{post}}” is going to another member this time. Thank you for asking.',
      promise_withdrawn: '{{actor}} withdrew the promise of “{{post}}”. The post says why.',
      pickup_times_offered: '{{actor}} offered new times to collect “{{post}}”. Pick one.',
      pickup_time_picked: '{{actor}} picked a time to collect “{{post}}”.',
      pickup_time_asked: '{{actor}} asked for another time to collect “{{post}}”.',
      pickup_soon: 'Collecting “{{post}}” with {{actor}} in two hours.',
      pickup_now: 'It is time to collect “{{post}}” with {{actor}}.',
      pickup_outcome: 'Was “{{post}}” collected? Tell us, so the item and the other members know.',
      pickup_missed: '{{actor}} said you did not come to collect “{{post}}”.',
      ask_withdrawn:
        '{{actor}} no longer needs “{{post}}”. You can promise it to the next member who asked.',
      draw_won: 'You won the draw for “{{post}}”. {{actor}} will offer times to collect it.',
      draw_done:
        'The draw for “{{post}}” is done. Offer times to collect it to the members who won.',
      still_available:
        'Is “{{post}}” still available? Keep it on offer, say you gave it away, or withdraw it.',
      offer_expired:
        'Your offer of “{{post}}” was 30 days on the feed and has left it. Renew it if you still have it.',
      organisation_suggested:
        'Nobody has asked for “{{post}}” in two weeks. A verified organisation near you collects such items: see where you can bring it.',
    },
    device: '{{browser}} on {{system}}',
    aBrowser: 'A browser',
    aDevice: 'an unknown device',
    someone: 'A member',
    anItem: 'your item',
    summaryTitle: 'Tabarru',
    summaryBody: 'New notifications while you were away: {{count}}. Tap to see them.',
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
      /** the description of an item already given away: a shared link may be opened long after */
      givenAwayDescription: 'Given away · {{category}} · {{place}}. {{description}}',
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
