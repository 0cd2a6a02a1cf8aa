import type { Category, Language } from '@tabarru/contract/constants';
import type {
  OrganisationKind,
  OrganisationStatus,
  PublicOrganisation,
} from '@tabarru/contract/organisations';

import type { CatalogKey } from '../../i18n/i18n';
import { directionOf, otherLanguage } from '../../lib/language';

/** What each kind of organisation is called. */
export const KIND_KEYS = {
  charity: 'organisations.kinds.charity',
  mosque_committee: 'organisations.kinds.mosque_committee',
  church_committee: 'organisations.kinds.church_committee',
  school: 'organisations.kinds.school',
  food_bank: 'organisations.kinds.food_bank',
  clothing_bank: 'organisations.kinds.clothing_bank',
} as const satisfies Record<OrganisationKind, CatalogKey>;

/** What each status of an application is called. */
export const STATUS_KEYS = {
  pending: 'organisations.status.pending',
  verified: 'organisations.status.verified',
  rejected: 'organisations.status.rejected',
} as const satisfies Record<OrganisationStatus, CatalogKey>;

/** The catalog key of a category's name, as posts name it. */
export const categoryKey = (category: Category) => `posts.categories.${category}` as const;

type Names = Pick<PublicOrganisation, 'name_en' | 'name_ar'>;
type Notes = Pick<PublicOrganisation, 'accepts_note_en' | 'accepts_note_ar'>;

/** A text written in one language, with the attributes of an element showing it. */
export interface Written {
  text: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
}

const written = (text: string, language: Language): Written => ({
  text,
  lang: language,
  dir: directionOf(language),
});

/** The organisation's name in `language`, and in the other one. */
export function namesIn(organisation: Names, language: Language): [Written, Written] {
  const other = otherLanguage(language);
  const name = (of: Language) => (of === 'en' ? organisation.name_en : organisation.name_ar);
  return [written(name(language), language), written(name(other), other)];
}

/**
 * What the organisation says it accepts, in `language`, or in the other one when it wrote only
 * that; null when it wrote neither.
 */
export function noteIn(organisation: Notes, language: Language): Written | null {
  const note = (of: Language) =>
    (of === 'en' ? organisation.accepts_note_en : organisation.accepts_note_ar).trim();
  const other = otherLanguage(language);
  if (note(language)) return written(note(language), language);
  if (note(other)) return written(note(other), other);
  return null;
}
