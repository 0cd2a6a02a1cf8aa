import type { Category, Region } from '@tabarru/contract/constants';
import type { NeedReceiptWay } from '@tabarru/contract/needs';
import type { OrganisationKind } from '@tabarru/contract/organisations';

import type { DemoMember } from './demo-data';

/** A need of a demo organisation, written in one language, and what came in for it so far. */
export interface DemoNeed {
  title: string;
  description: string;
  category: Category;
  region: Region;
  quantity: number;
  /** its day, this many days from the seeding */
  inDays: number;
  received: readonly { quantity: number; way: NeedReceiptWay; daysAgo: number }[];
}

export interface DemoDropOffPoint {
  /** an id of the places list */
  place: string;
  addressEn: string;
  addressAr: string;
  hoursEn: string;
  hoursAr: string;
}

/** A verified organisation: the member whose account it is, what it is, and what it asks for. */
export interface DemoOrganisation {
  member: DemoMember;
  nameEn: string;
  nameAr: string;
  kind: OrganisationKind;
  registrationNumber: string;
  contactName: string;
  contactPhone: string;
  accepts: Category[];
  acceptsNoteEn: string;
  acceptsNoteAr: string;
  dropOffPoints: DemoDropOffPoint[];
  needs: DemoNeed[];
}

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    member: {
      username: 'amman_clothing_bank',
      email: 'clothing.bank@demo.tabarru.jo',
      phone: '+962790000106',
      locale: 'ar',
      location: 'Amman',
    },
    nameEn: 'Amman Clothing Bank',
    nameAr: 'بنك الملابس في عمّان',
    kind: 'clothing_bank',
    registrationNumber: 'MOSD-2011-0457',
    contactName: 'Rana Haddad',
    contactPhone: '0791234501',
    accepts: ['Clothing'],
    acceptsNoteEn:
      'Clean clothes and shoes in good repair, for every age. Families choose in our showroom.',
    acceptsNoteAr:
      'ملابس وأحذية نظيفة وبحالة جيدة لكل الأعمار. تختار العائلات ما يناسبها في معرضنا.',
    dropOffPoints: [
      {
        place: 'amman-khalda',
        addressEn: 'Khalda, Wasfi Al-Tal Street, next to the civil defence centre',
        addressAr: 'خلدا، شارع وصفي التل، بجانب مركز الدفاع المدني',
        hoursEn: 'Saturday to Thursday, 9:00 to 17:00',
        hoursAr: 'من السبت إلى الخميس، 9:00 حتى 17:00',
      },
      {
        place: 'amman-lweibdeh',
        addressEn: 'Jabal Al-Weibdeh, the community hall on Paris Square',
        addressAr: 'جبل اللويبدة، قاعة الحي عند دوار باريس',
        hoursEn: 'Fridays, 10:00 to 14:00',
        hoursAr: 'أيام الجمعة، 10:00 حتى 14:00',
      },
    ],
    needs: [
      {
        title: 'معاطف شتوية للأطفال',
        description: 'معاطف دافئة ونظيفة لأعمار 4 إلى 12 سنة، لعائلات في المفرق قبل موجة البرد.',
        category: 'Clothing',
        region: 'Mafraq',
        quantity: 300,
        inDays: 40,
        received: [
          { quantity: 70, way: 'drop_off', daysAgo: 9 },
          { quantity: 50, way: 'drop_off', daysAgo: 3 },
        ],
      },
      {
        title: 'Winter boots, all sizes',
        description:
          'Waterproof boots for children and adults, worn but whole. They go to families in East Amman.',
        category: 'Clothing',
        region: 'Amman',
        quantity: 80,
        inDays: 25,
        received: [{ quantity: 35, way: 'drop_off', daysAgo: 6 }],
      },
    ],
  },
  {
    member: {
      username: 'alhuda_mosque',
      email: 'alhuda.mosque@demo.tabarru.jo',
      phone: '+962790000107',
      locale: 'ar',
      location: 'Zarqa',
    },
    nameEn: 'Al-Huda Mosque Committee',
    nameAr: 'لجنة مسجد الهدى',
    kind: 'mosque_committee',
    registrationNumber: 'AWQ-ZRQ-0932',
    contactName: 'Khaled Al-Masri',
    contactPhone: '0791234502',
    accepts: ['Clothing', 'Food', 'Furniture'],
    acceptsNoteEn:
      'Blankets, dry food and household furniture for the families the committee visits.',
    acceptsNoteAr: 'بطانيات ومواد غذائية جافة وأثاث منزلي للعائلات التي تزورها اللجنة.',
    dropOffPoints: [
      {
        place: 'zarqa',
        addressEn: 'Al-Huda Mosque, New Zarqa, the door of the committee office',
        addressAr: 'مسجد الهدى، الزرقاء الجديدة، باب مكتب اللجنة',
        hoursEn: 'Every day after the afternoon prayer until the evening prayer',
        hoursAr: 'يوميًا بعد صلاة العصر حتى صلاة العشاء',
      },
    ],
    needs: [
      {
        title: 'بطانيات صوفية',
        description: 'بطانيات صوفية نظيفة لعائلات في الزرقاء، مستعملة بحالة جيدة أو جديدة.',
        category: 'Clothing',
        region: 'Zarqa',
        quantity: 150,
        inDays: 30,
        received: [{ quantity: 60, way: 'drop_off', daysAgo: 4 }],
      },
      {
        title: 'Food parcels for Ramadan',
        description:
          'Rice, lentils, oil, sugar and tea, sealed and in date, packed for a family of five.',
        category: 'Food',
        region: 'Zarqa',
        quantity: 200,
        inDays: 90,
        received: [],
      },
    ],
  },
];

/**
 * A winter campaign of the clothing bank (DEMO_ORGANISATIONS' first), under way: it started
 * `startedDaysAgo` days before the seeding and ends `endsInDays` after it.
 */
export const DEMO_CAMPAIGN = {
  organisation: 0,
  titleEn: 'Winter warmth',
  titleAr: 'دفء الشتاء',
  textEn:
    'Coats, boots, blankets and heaters for families before the cold nights. Give them to a neighbour who asks here, or bring them to our drop-off points.',
  textAr:
    'معاطف وأحذية وبطانيات ومدافئ للعائلات قبل ليالي البرد. قدّمها لجار يطلبها هنا، أو أحضرها إلى نقاط الاستلام لدينا.',
  categories: ['Clothing', 'Appliances', 'Furniture'] as Category[],
  startedDaysAgo: 20,
  endsInDays: 70,
  targets: [
    { region: 'Amman', quantity: 200 },
    { region: 'Zarqa', quantity: 150 },
    { region: 'Irbid', quantity: 100 },
    { region: 'Mafraq', quantity: 300 },
  ] as { region: Region; quantity: number }[],
};
