import type { Category, ClaimStatus, Language, Region } from '@tabarru/contract/constants';

import type { DemoSubject } from './demo-subjects';

export const DEMO_PASSWORD = 'tabarru-demo-2026';

export interface DemoMember {
  username: string;
  email: string;
  phone: string;
  locale: Language;
  location: string;
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'sara_h',
    email: 'sara@demo.tabarru.jo',
    phone: '+962790000101',
    locale: 'en',
    location: 'Amman',
  },
  {
    username: 'omar.k',
    email: 'omar@demo.tabarru.jo',
    phone: '+962790000102',
    locale: 'ar',
    location: 'Irbid',
  },
  {
    username: 'lina_m',
    email: 'lina@demo.tabarru.jo',
    phone: '+962790000103',
    locale: 'ar',
    location: 'Zarqa',
  },
  {
    username: 'yousef',
    email: 'yousef@demo.tabarru.jo',
    phone: '+962790000104',
    locale: 'en',
    location: 'Aqaba',
  },
  {
    username: 'huda.n',
    email: 'huda@demo.tabarru.jo',
    phone: '+962790000105',
    locale: 'ar',
    location: 'Salt',
  },
];

/** A giving post, written in one language throughout: title, description, area and extras. */
export interface DemoPost {
  /** index into DEMO_MEMBERS */
  by: number;
  title: string;
  description: string;
  /** the category a member looking for the item would open (demo-data.test.ts) */
  category: Category;
  region: Region;
  /** a town or neighbourhood of the region, in the post's language */
  area: string;
  extras: string[];
  /** donated comes from a confirmed claim of DEMO_CLAIMS, as in the product */
  availability?: 'available' | 'reserved';
  /** what its pictures show */
  picture: DemoSubject;
  /** how many pictures */
  pictures?: number;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    by: 0,
    title: 'Three-seat sofa, grey',
    picture: 'sofa',
    description:
      'Comfortable sofa in good condition. Some wear on one armrest. You carry it down from the second floor.',
    category: 'Furniture',
    region: 'Amman',
    area: 'Jabal Al-Weibdeh',
    extras: ['Fabric', 'Seats three'],
    pictures: 2,
  },
  {
    by: 1,
    title: 'كتب الصف العاشر كاملة',
    picture: 'school-books',
    description:
      'مجموعة كتب منهاج الصف العاشر، نظيفة وبدون كتابة تقريبًا. مناسبة للعام الدراسي القادم.',
    category: 'Books',
    region: 'Irbid',
    area: 'الحي الشرقي',
    extras: ['منهاج أردني'],
  },
  {
    by: 2,
    title: 'غسالة أوتوماتيك تعمل بحالة جيدة',
    picture: 'washing-machine',
    description: 'غسالة سعة ٧ كيلو، تعمل بشكل ممتاز. نستبدلها بأكبر فقط. الاستلام من البيت.',
    category: 'Appliances',
    region: 'Zarqa',
    area: 'الزرقاء الجديدة',
    extras: ['٧ كيلو'],
    availability: 'reserved',
  },
  {
    by: 3,
    title: 'Kids bicycle (6-9 years)',
    picture: 'kids-bicycle',
    description: 'Blue bicycle with training wheels. Tyres recently pumped, brakes work.',
    category: 'Sports Equipment',
    region: 'Aqaba',
    area: 'Al-Mahdood',
    extras: ['Training wheels'],
  },
  {
    by: 4,
    title: 'ملابس شتوية للأطفال',
    picture: 'kids-winter-clothes',
    description: 'جاكيتات وكنزات صوف لأعمار ٣ إلى ٥ سنوات، مغسولة ومرتبة.',
    category: 'Clothing',
    region: 'Salt',
    area: 'وسط البلد',
    extras: ['أعمار ٣-٥'],
    pictures: 2,
  },
  {
    by: 0,
    title: 'Desk lamp and extension cord',
    picture: 'desk-lamp',
    description: 'Working LED desk lamp plus a 5-socket extension cord.',
    category: 'Electronics',
    region: 'Amman',
    area: 'Khalda',
    extras: [],
  },
  {
    by: 1,
    title: 'طاولة طعام خشب مع ٤ كراسي',
    picture: 'dining-table',
    description: 'طاولة خشب متينة مع أربعة كراسي، فيها بعض الخدوش البسيطة.',
    category: 'Furniture',
    region: 'Irbid',
    area: 'شارع الجامعة',
    extras: ['خشب', '٤ كراسي'],
  },
  {
    by: 2,
    title: 'Board games bundle',
    picture: 'board-games',
    description: 'Monopoly, Uno and a chess set. All pieces counted.',
    category: 'Games',
    region: 'Zarqa',
    area: 'Russeifa',
    extras: ['Family games'],
  },
  {
    by: 3,
    title: 'عدة نجارة يدوية',
    picture: 'carpentry-tools',
    description: 'مطرقة، مناشير صغيرة، ومفكات بأحجام مختلفة. كانت لوالدي وأحب أن يستفيد منها أحد.',
    category: 'Tools',
    region: 'Aqaba',
    area: 'المنطقة السكنية الثالثة',
    extras: [],
  },
  {
    by: 4,
    title: 'Stuffed animals and puzzles',
    picture: 'stuffed-toys-puzzles',
    description: 'Clean soft toys and three 100-piece puzzles for young children.',
    category: 'Toys',
    region: 'Madaba',
    area: 'Dhiban',
    extras: ['Ages 3+'],
  },
  {
    by: 0,
    title: 'معلبات وأرز ومعكرونة',
    picture: 'canned-food',
    description: 'مواد غذائية غير منتهية الصلاحية: أرز، معكرونة، وعلب فول وحمص. للعائلات المحتاجة.',
    category: 'Food',
    region: 'Amman',
    area: 'ماركا',
    extras: ['صالحة حتى ٢٠٢٧'],
  },
  {
    by: 1,
    title: 'Laptop bag and wireless mouse',
    picture: 'laptop-bag',
    description: 'Padded 15-inch laptop bag and a wireless mouse with a new battery.',
    category: 'Electronics',
    region: 'Irbid',
    area: 'Al-Husn',
    extras: [],
  },
  {
    by: 2,
    title: 'خزانة ملابس بابين',
    picture: 'wardrobe',
    description: 'خزانة بابين مع رفوف، تحتاج فك وتركيب. الأبعاد ١٢٠×٦٠ سم.',
    category: 'Furniture',
    region: 'Jerash',
    area: 'سوف',
    extras: ['بابان'],
  },
  {
    by: 3,
    title: 'Football and shin guards',
    picture: 'football',
    description: 'Size 5 football and two pairs of shin guards.',
    category: 'Sports Equipment',
    region: 'Mafraq',
    area: 'Balama',
    extras: [],
  },
  {
    by: 4,
    title: 'روايات عربية متنوعة',
    picture: 'novels',
    description: 'حوالي عشرين رواية لكتّاب عرب، بحالة جيدة.',
    category: 'Books',
    region: 'Ajloun',
    area: 'عنجرة',
    extras: ['أدب'],
  },
  {
    by: 0,
    title: 'Microwave oven',
    picture: 'microwave',
    description: '20-litre microwave, works well, just cleaned.',
    category: 'Appliances',
    region: 'Amman',
    area: 'Tla Al-Ali',
    extras: ['20 litres'],
  },
  {
    by: 1,
    title: 'ألعاب تركيب للأطفال',
    picture: 'building-blocks',
    description: 'مكعبات تركيب بلاستيكية في صندوق كبير، مناسبة من عمر أربع سنوات.',
    category: 'Toys',
    region: 'Karak',
    area: 'المزار',
    extras: [],
  },
  {
    by: 2,
    title: "Men's winter coats (L)",
    picture: 'winter-coats',
    description: 'Two coats, size L, one black and one navy.',
    category: 'Clothing',
    region: 'Zarqa',
    area: 'Al-Hashimiya',
    extras: ['Size L'],
  },
  {
    by: 3,
    title: 'مكواة بخار ومجفف شعر',
    picture: 'iron-hairdryer',
    description: 'يعملان بشكل جيد، نستغني عنهما بعد شراء جديد.',
    category: 'Appliances',
    region: 'Tafilah',
    area: 'بصيرا',
    extras: [],
  },
  {
    by: 4,
    title: 'Office chair',
    picture: 'office-chair',
    description: 'Adjustable office chair with armrests. The height lever is a bit stiff.',
    category: 'Furniture',
    region: 'Salt',
    area: 'Fuheis',
    extras: ['Adjustable'],
    availability: 'reserved',
  },
  {
    by: 0,
    title: 'قاموس إنجليزي عربي وكتب لغة',
    picture: 'dictionary',
    description: 'قاموس المورد وكتب قواعد للغة الإنجليزية للمرحلة الثانوية.',
    category: 'Books',
    region: 'Amman',
    area: 'صويلح',
    extras: [],
  },
  {
    by: 1,
    title: 'PlayStation controllers (2)',
    picture: 'game-controllers',
    description: 'Two controllers, one needs a new charging cable.',
    category: 'Games',
    region: 'Irbid',
    area: 'Ramtha',
    extras: [],
  },
  {
    by: 2,
    title: 'أدوات زراعة وحديقة',
    picture: 'garden-tools',
    description: 'مجرفة صغيرة، مقص تقليم، وخرطوم مياه ١٥ متر.',
    category: 'Tools',
    region: 'Jerash',
    area: 'الكتة',
    extras: ['خرطوم ١٥ م'],
  },
  {
    by: 3,
    title: 'Baby clothes 0-12 months',
    picture: 'baby-clothes',
    description: 'A full bag of clean baby clothes, mostly cotton.',
    category: 'Clothing',
    region: "Ma'an",
    area: 'Wadi Musa',
    extras: [],
  },
  {
    by: 4,
    title: 'سجادة صالة كبيرة',
    picture: 'rug',
    description: 'سجادة ٢×٣ متر، ألوان دافئة، تحتاج تنظيف خفيف.',
    category: 'Furniture',
    region: 'Madaba',
    area: 'ماعين',
    extras: ['٢×٣ م'],
  },
  {
    by: 0,
    title: 'Yoga mats and dumbbells',
    picture: 'yoga-dumbbells',
    description: 'Two yoga mats and a pair of 3 kg dumbbells.',
    category: 'Sports Equipment',
    region: 'Amman',
    area: 'Abdoun',
    extras: [],
  },
  {
    by: 1,
    title: 'Kitchen dishes and pots',
    picture: 'dishes-pots',
    description: 'A set of plates, glasses and two cooking pots for a family starting out.',
    category: 'Other',
    region: 'Irbid',
    area: 'Al-Naseem',
    extras: ['Plates', 'Pots'],
    pictures: 2,
  },
  {
    by: 2,
    title: 'شاشة تلفاز ٣٢ إنش',
    picture: 'television',
    description: 'شاشة تعمل بشكل ممتاز مع جهاز التحكم.',
    category: 'Electronics',
    region: 'Zarqa',
    area: 'جبل طارق',
    extras: ['٣٢ إنش'],
  },
  {
    by: 3,
    title: 'Bread and pastries from our bakery',
    picture: 'bread',
    description: 'Fresh unsold bread every evening after 9 pm. Come by and take what you need.',
    category: 'Food',
    region: 'Aqaba',
    area: 'Al-Shallaleh',
    extras: ['Daily'],
  },
  {
    by: 4,
    title: 'دمى وألعاب محشوة',
    picture: 'dolls',
    description: 'مجموعة ألعاب محشوة نظيفة، مناسبة لدار رعاية أو روضة.',
    category: 'Toys',
    region: 'Mafraq',
    area: 'الخالدية',
    extras: [],
  },
];

/**
 * An event in both languages. Its location is the region alone, which each page names in its own
 * language; the venue is told in each version's description, so neither version shows the
 * other's words.
 */
export interface DemoEvent {
  /** the English version */
  title: string;
  description: string;
  /** the Arabic version */
  titleAr: string;
  descriptionAr: string;
  region: Region;
  ownerName: string;
  /** days from today */
  inDays: number;
  startTime: string;
  endTime: string;
  /** what its picture shows */
  picture: DemoSubject;
}

/** What demo members are looking for (wanted posts), in both languages. */
export interface DemoWanted {
  /** index into DEMO_MEMBERS */
  by: number;
  title: string;
  description: string;
  category: Category;
  region: Region;
}

export const DEMO_WANTED: DemoWanted[] = [
  {
    by: 2,
    title: 'سرير أطفال',
    description:
      'أبحث عن سرير أطفال بحالة جيدة لمولودنا الجديد، أي مقاس. أستطيع الاستلام من أي مكان في عمّان.',
    category: 'Furniture',
    region: 'Amman',
  },
  {
    by: 3,
    title: 'Gas heater for winter',
    description:
      'My grandmother needs a heater before the cold nights. Gas or electric, small is fine. I can collect in Irbid or Ajloun.',
    category: 'Appliances',
    region: 'Irbid',
  },
  {
    by: 4,
    title: 'كتب التوجيهي العلمي',
    description: 'كتب ودوسيات التوجيهي للفرع العلمي، حتى لو كانت مستعملة ومكتوب عليها.',
    category: 'Books',
    region: 'Zarqa',
  },
];

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Winter clothes swap',
    description:
      'At the Jabal Al-Weibdeh community hall: bring the coats, sweaters and boots your family no longer wears and take what fits. Everything left over goes to families in the Jordan Valley.',
    titleAr: 'تبادل ملابس الشتاء',
    descriptionAr:
      'في قاعة جبل اللويبدة المجتمعية: أحضروا المعاطف والكنزات والجزم التي لم تعد عائلتكم تلبسها، وخذوا ما يناسبكم. كل ما يتبقى يذهب إلى عائلات في الأغوار.',
    picture: 'clothes-swap',
    region: 'Amman',
    ownerName: 'Weibdeh Neighbours',
    inDays: 3,
    startTime: '16:00',
    endTime: '19:00',
  },
  {
    title: 'School textbook swap',
    description:
      "At the municipal library: bring last year's books and take your new grade's books for free. Volunteers sort the books by grade and curriculum.",
    titleAr: 'تبادل الكتب المدرسية',
    descriptionAr:
      'في مكتبة البلدية: أحضروا كتب السنة الماضية وخذوا كتب صفكم الجديد مجانًا. متطوعون يرتبون الكتب حسب الصف والمنهاج.',
    picture: 'book-swap',
    region: 'Irbid',
    ownerName: 'نادي شباب إربد',
    inDays: 9,
    startTime: '10:00',
    endTime: '14:00',
  },
  {
    title: 'Repair café: fix it, do not bin it',
    description:
      'At the youth centre in New Zarqa, volunteers mend small appliances, lamps, bikes and clothes with you. Bring something broken and learn how to fix it.',
    titleAr: 'مقهى التصليح: صلّحها ولا ترمِها',
    descriptionAr:
      'في مركز الشباب في الزرقاء الجديدة، متطوعون يصلّحون معكم الأجهزة الصغيرة والمصابيح والدراجات والملابس. أحضروا شيئًا معطّلًا وتعلّموا كيف تصلحونه.',
    picture: 'repair-cafe',
    region: 'Zarqa',
    ownerName: 'Zarqa Makers',
    inDays: 16,
    startTime: '11:00',
    endTime: '15:30',
  },
  {
    title: 'Toy drive for children before Eid',
    description:
      'In the Great Arab Revolt Plaza we collect clean toys in good condition and give them to children in care homes before Eid.',
    titleAr: 'جمع ألعاب للأطفال قبل العيد',
    descriptionAr:
      'في ساحة الثورة العربية الكبرى نجمع الألعاب النظيفة والصالحة للاستعمال لتوزيعها على الأطفال في دور الرعاية قبل العيد.',
    picture: 'toy-drive',
    region: 'Aqaba',
    ownerName: 'متطوعو العقبة',
    inDays: 24,
    startTime: '17:00',
    endTime: '20:00',
  },
];

export interface DemoClaim {
  /** index into DEMO_POSTS */
  post: number;
  /** index into DEMO_MEMBERS: who received the item */
  by: number;
  status: ClaimStatus;
  message?: string;
  /** hours before the seeding */
  hoursAgo: number;
  /** a decision the claimant has not seen yet, so it counts on their badge */
  unseen?: boolean;
}

/**
 * Claims in every state, so the demo member (sara_h) finds claims waiting on her items at
 * /myclaims, her own requests answered and waiting, and members to rate. Confirmed claims
 * donate their post, like a donor's confirmation.
 */
export const DEMO_CLAIMS: DemoClaim[] = [
  {
    post: 0,
    by: 1,
    status: 'pending',
    message: 'وصلتني الكنبة، شكراً جزيلاً! نقلناها يوم الجمعة.',
    hoursAgo: 5,
  },
  {
    post: 5,
    by: 3,
    status: 'pending',
    message: 'Picked up the lamp this morning, thank you!',
    hoursAgo: 20,
  },
  { post: 15, by: 4, status: 'pending', hoursAgo: 30 },
  {
    post: 1,
    by: 0,
    status: 'confirmed',
    message: 'Thank you! My nephew starts tenth grade next week.',
    hoursAgo: 50,
    unseen: true,
  },
  {
    post: 7,
    by: 0,
    status: 'declined',
    message: 'I picked the games up yesterday, thanks!',
    hoursAgo: 70,
  },
  { post: 3, by: 0, status: 'pending', message: 'The bicycle is perfect for my son.', hoursAgo: 8 },
  { post: 10, by: 2, status: 'confirmed', message: 'جزاكِ الله خيراً، وصلت المعلبات.', hoursAgo: 90 },
  { post: 12, by: 4, status: 'confirmed', hoursAgo: 120 },
];

export interface DemoFeedback {
  /** indexes into DEMO_MEMBERS, who had a confirmed handover in DEMO_CLAIMS */
  from: number;
  to: number;
  rating: number;
  comment?: string;
  hoursAgo: number;
}

export const DEMO_FEEDBACK: DemoFeedback[] = [
  {
    from: 0,
    to: 1,
    rating: 5,
    comment: 'Omar was on time and the books were like new.',
    hoursAgo: 40,
  },
  { from: 1, to: 0, rating: 5, comment: 'سارة لطيفة جداً وجاءت في الموعد.', hoursAgo: 38 },
  {
    from: 2,
    to: 0,
    rating: 4,
    comment: 'شكراً على المعلبات، كانت مفيدة لعائلتنا.',
    hoursAgo: 80,
  },
  { from: 4, to: 2, rating: 4, comment: 'الخزانة بحالة ممتازة والتنسيق كان سهلاً.', hoursAgo: 100 },
];

export interface DemoMessage {
  /** index into DEMO_MEMBERS: who wrote it, one of the conversation's two */
  from: number;
  content: string;
  minutesAgo: number;
  /** read by its receiver; an unread one counts on the receiver's badge */
  read?: boolean;
  /** index into DEMO_POSTS: the item it is about, a post of one of the two */
  about?: number;
}

export interface DemoConversation {
  /** indexes into DEMO_MEMBERS */
  between: [number, number];
  /** oldest first */
  messages: DemoMessage[];
}

/**
 * Pickups being arranged, in both languages, so the demo member (sara_h) finds conversations at
 * /messages, two of them with a reply she has not read yet.
 */
export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    between: [0, 3],
    messages: [
      {
        from: 0,
        content: 'Hi Yousef, is the kids bicycle still available? My son is 7.',
        minutesAgo: 560,
        read: true,
        about: 3,
      },
      {
        from: 3,
        content: 'Hi Sara, yes it is. I pumped the tyres last week.',
        minutesAgo: 530,
        read: true,
      },
      {
        from: 0,
        content: 'Great! Could I pick it up tomorrow evening?',
        minutesAgo: 500,
        read: true,
      },
      {
        from: 3,
        content: "Tomorrow after 6 works. I'll send you the location in the morning.",
        minutesAgo: 45,
      },
    ],
  },
  {
    between: [1, 0],
    messages: [
      {
        from: 1,
        content: 'مرحبا سارة، هل الكنبة ما زالت متوفرة؟',
        minutesAgo: 1_600,
        read: true,
        about: 0,
      },
      {
        from: 0,
        content: 'أهلاً عمر، نعم متوفرة. متى يناسبك أن تأخذها؟',
        minutesAgo: 1_560,
        read: true,
      },
      {
        from: 1,
        content: 'يوم الجمعة بعد الظهر إذا ممكن، معي سيارة نقل صغيرة.',
        minutesAgo: 1_500,
        read: true,
      },
      { from: 0, content: 'ممتاز، أنتظرك الجمعة الساعة ٣.', minutesAgo: 1_480, read: true },
      {
        from: 1,
        content: 'وصلت الكنبة بالسلامة، شكراً جزيلاً! أرسلت لك طلب الاستلام من صفحة الغرض.',
        minutesAgo: 290,
      },
    ],
  },
  {
    between: [2, 0],
    messages: [
      {
        from: 2,
        content: 'شكراً سارة على المعلبات، وصلت للعائلة اليوم.',
        minutesAgo: 5_300,
        read: true,
        about: 10,
      },
      { from: 0, content: 'الله يسعدك، بأي وقت.', minutesAgo: 5_280, read: true },
    ],
  },
];
