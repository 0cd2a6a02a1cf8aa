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
    unreadMessages: {
      subject: 'رسائل جديدة من {{sender}} في تبرّع',
      text: [
        'مرحبًا {{username}}،',
        '',
        'أرسل إليك {{sender}} رسائل في تبرّع لم تقرأها بعد. لقراءتها والرد عليها افتح الرابط التالي:',
        '{{link}}',
        '',
        'لا نراسلك عن المحادثة الواحدة أكثر من مرة في الساعة. لتغيير هذه الرسائل أو إيقافها افتح إعدادات الإشعارات:',
        '{{settingsLink}}',
        'لإيقاف رسائل البريد عن الرسائل بنقرة واحدة:',
        '{{unsubscribeLink}}',
      ].join('\n'),
    },
    notifications: {
      greeting: 'مرحبًا {{username}}،',
      open: 'للفتح: {{link}}',
      severalSubject: '{{title}} ({{count}})',
      instantFooter:
        'لا نراسلك عن هذا أكثر من مرة في الساعة، وما يصل في أثنائها تجده في الرسالة التالية. لتغيير هذه الرسائل أو إيقافها افتح إعدادات الإشعارات:',
      digestSubject: 'يومك في تبرّع: الجديد {{count}}',
      digestIntro: 'ما جرى في تبرّع منذ آخر ملخص:',
      digestFooter: 'يصلك هذا الملخص مرة في اليوم. لتغييره أو إيقافه افتح إعدادات الإشعارات:',
      unsubscribeLine: 'لإيقاف هذه الرسائل بنقرة واحدة:',
    },
  },
  notify: {
    title: {
      claim_received: 'طلب جديد على غرضك',
      claim_confirmed: 'تم تأكيد طلبك',
      claim_declined: 'تم رفض طلبك',
      message: 'رسالة جديدة من {{actor}}',
      rating_received: 'وصلك تقييم جديد',
      post_flagged: 'منشورك قيد المراجعة',
      post_approved: 'منشورك ظاهر من جديد',
      search_match: 'غرض جديد يطابق بحثك',
      wanted_match: 'غرض جديد يطابق ما تبحث عنه',
    },
    body: {
      claim_received: 'يرغب {{actor}} في «{{post}}».',
      claim_confirmed: 'أكّد {{actor}} طلبك على «{{post}}». اتفقا على التسليم في الرسائل.',
      claim_declined: 'تم رفض طلبك على «{{post}}».',
      message: 'أرسل إليك {{actor}} رسالة. اضغط لقراءتها والرد عليها.',
      rating_received: 'قيّمك {{actor}} بـ {{rating}} من 5.',
      post_flagged: 'أخفت البلاغات «{{post}}» إلى أن يراجعه أحد المشرفين.',
      post_approved: 'وافق أحد المشرفين على «{{post}}»، وصار ظاهرًا للجميع من جديد.',
      search_match: 'جديد في تبرّع: «{{post}}».',
      wanted_match: 'جديد في تبرّع: «{{post}}».',
    },
    someone: 'أحد الأعضاء',
    anItem: 'غرضك',
    summaryTitle: 'تبرّع',
    summaryBody: 'إشعارات جديدة وصلت في غيابك: {{count}}. اضغط لعرضها.',
  },
  pages: {
    siteName: 'تبرّع',
    pageTitle: '{{page}} | تبرّع',
    home: {
      title: 'الرئيسية',
      description:
        'أعطِ ما لم تعد تحتاجه لشخص قريب منك يحتاجه. تبرّع مجتمعٌ أردني للتبرع بالأغراض التي لم تعد تلزم أصحابها.',
    },
    feed: {
      title: 'التبرعات',
      description:
        'أثاث وكتب وملابس ومدافئ وغيرها، يقدّمها مجانًا أناسٌ من مختلف أنحاء الأردن. ابحث عمّا تحتاجه قريبًا منك.',
    },
    events: {
      title: 'الفعاليات القادمة',
      description: 'أسواق تبادل الملابس وحملات جمع الكتب وغيرها من فعاليات العطاء في أنحاء الأردن.',
    },
    about: {
      title: 'من نحن',
      description:
        'لماذا وُجد تبرّع ومن يبنيه: مجتمعٌ في الأردن يمنح الأشياء حياة ثانية بدل أن يرميها.',
    },
    privacy: {
      title: 'سياسة الخصوصية',
      description: 'ما يحفظه تبرّع عن أعضائه، ولماذا، وما لك من حقوق عليه.',
    },
    terms: {
      title: 'الشروط والأحكام',
      description: 'قواعد العطاء والاستلام على تبرّع.',
    },
    contact: {
      title: 'تواصل معنا',
      description: 'سؤال أو فكرة أو مشكلة في الموقع: راسل فريق تبرّع.',
    },
    post: {
      description: '{{category}} · {{place}}. {{description}}',
      imageAlt: 'صورة {{title}}',
    },
    event: {
      description: '{{date}}، {{time}} · {{place}}. {{description}}',
      time: 'من {{start}} إلى {{end}}',
      imageAlt: 'صورة {{title}}',
    },
    categories: {
      Furniture: 'أثاث',
      Electronics: 'إلكترونيات',
      Games: 'ألعاب',
      Clothing: 'ملابس',
      Books: 'كتب',
      Appliances: 'أجهزة منزلية',
      Toys: 'ألعاب أطفال',
      Tools: 'أدوات',
      'Sports Equipment': 'معدات رياضية',
      Food: 'طعام',
      Other: 'أخرى',
    },
    regions: {
      Amman: 'عمّان',
      Zarqa: 'الزرقاء',
      Irbid: 'إربد',
      Salt: 'السلط',
      Madaba: 'مادبا',
      Jerash: 'جرش',
      Ajloun: 'عجلون',
      Karak: 'الكرك',
      Tafilah: 'الطفيلة',
      "Ma'an": 'معان',
      Aqaba: 'العقبة',
      Mafraq: 'المفرق',
    },
  },
};
