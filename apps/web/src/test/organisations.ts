import type {
  DropOffPointReply,
  OrganisationApplicationReply,
  PublicOrganisation,
} from '@tabarru/contract/organisations';

/** An application as GET /api/organisations/mine and the admin list send it. */
export function anApplication(
  id: number,
  overrides: Partial<OrganisationApplicationReply> = {},
): OrganisationApplicationReply {
  return {
    id,
    user_id: 7,
    username: 'sara',
    name_en: 'Al-Amal Food Bank',
    name_ar: 'بنك الأمل للطعام',
    kind: 'food_bank',
    registration_number: 'MOSD-2231',
    contact_name: 'Sara Haddad',
    contact_phone: '0791234567',
    accepts: ['Food', 'Clothing'],
    accepts_note_en: 'Dry food and winter clothes, please.',
    accepts_note_ar: 'نستقبل المواد الغذائية الجافة والملابس الشتوية.',
    status: 'pending',
    applied_at: '2026-03-02T09:30:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** A verified organisation as GET /api/organisations/:id sends it. */
export function aPublicOrganisation(
  id: number,
  overrides: Partial<PublicOrganisation> = {},
): PublicOrganisation {
  const { name_en, name_ar, kind, accepts, accepts_note_en, accepts_note_ar, user_id } =
    anApplication(id);
  return {
    id,
    user_id,
    name_en,
    name_ar,
    kind,
    accepts,
    accepts_note_en,
    accepts_note_ar,
    verified_at: '2026-03-05T10:00:00.000Z',
    drop_off_points: [],
    ...overrides,
  };
}

/** A drop-off point as GET /api/organisations/:id sends it: Khalda unless said otherwise. */
export function aDropOffPoint(
  id: number,
  overrides: Partial<DropOffPointReply> = {},
): DropOffPointReply {
  return {
    id,
    place: { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' },
    address_en: 'Wasfi Al-Tal St. 12, beside the Safeway',
    address_ar: 'شارع وصفي التل 12، بجانب سيفوي',
    hours_en: 'Sat to Thu, 9:00 to 17:00',
    hours_ar: 'من السبت إلى الخميس، من 9:00 إلى 17:00',
    ...overrides,
  };
}
