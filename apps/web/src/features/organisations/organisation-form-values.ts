import { CATEGORIES, type Category } from '@tabarru/contract/constants';
import {
  ORGANISATION_CONTACT_MAX,
  ORGANISATION_NAME_MAX,
  ORGANISATION_NOTE_MAX,
  organisationApplicationSchema,
  REGISTRATION_NUMBER_MAX,
  type OrganisationApplication,
  type OrganisationKind,
} from '@tabarru/contract/organisations';

import type { ApiFields, FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';

/** The application form: the body of POST /api/organisations, a kind not yet chosen ''. */
export interface OrganisationFormValues {
  name_en: string;
  name_ar: string;
  kind: OrganisationKind | '';
  registration_number: string;
  contact_name: string;
  contact_phone: string;
  accepts: Category[];
  accepts_note_en: string;
  accepts_note_ar: string;
}

export type OrganisationField = keyof OrganisationFormValues;

export const EMPTY_ORGANISATION_FORM: OrganisationFormValues = {
  name_en: '',
  name_ar: '',
  kind: '',
  registration_number: '',
  contact_name: '',
  contact_phone: '',
  accepts: [],
  accepts_note_en: '',
  accepts_note_ar: '',
};

/** The form is checked by the API's own rules, the contact's phone read as the API reads it. */
export const organisationResolver = schemaResolver<OrganisationFormValues>(
  organisationApplicationSchema,
);

/** The most each text may hold, which its count and its error name. */
export const ORGANISATION_TEXT_MAX = {
  name_en: ORGANISATION_NAME_MAX,
  name_ar: ORGANISATION_NAME_MAX,
  registration_number: REGISTRATION_NUMBER_MAX,
  contact_name: ORGANISATION_CONTACT_MAX,
  accepts_note_en: ORGANISATION_NOTE_MAX,
  accepts_note_ar: ORGANISATION_NOTE_MAX,
} as const satisfies Partial<Record<OrganisationField, number>>;

/** What each field's failure says. */
export const ORGANISATION_ERROR_KEYS: FieldErrorKeys<OrganisationField> = {
  name_en: {
    required: 'organisations.form.nameEnRequired',
    tooLong: 'organisations.form.tooLong',
  },
  name_ar: {
    required: 'organisations.form.nameArRequired',
    tooLong: 'organisations.form.tooLong',
  },
  kind: {
    required: 'organisations.form.kindRequired',
    invalid: 'organisations.form.kindRequired',
  },
  registration_number: {
    required: 'organisations.form.registrationRequired',
    tooLong: 'organisations.form.tooLong',
  },
  contact_name: {
    required: 'organisations.form.contactNameRequired',
    tooLong: 'organisations.form.tooLong',
  },
  contact_phone: {
    required: 'organisations.form.contactPhoneRequired',
    invalid: 'phone.invalid',
    tooLong: 'phone.invalid',
  },
  accepts: { invalid: 'organisations.form.acceptsInvalid' },
  accepts_note_en: { tooLong: 'organisations.form.tooLong' },
  accepts_note_ar: { tooLong: 'organisations.form.tooLong' },
};

/**
 * The form's field for each field the API may refuse: the same names, and a category of the
 * list by its place in it ('accepts.2').
 */
export const ORGANISATION_API_FIELDS: ApiFields<OrganisationFormValues> = {
  name_en: 'name_en',
  name_ar: 'name_ar',
  kind: 'kind',
  registration_number: 'registration_number',
  contact_name: 'contact_name',
  contact_phone: 'contact_phone',
  accepts: 'accepts',
  ...Object.fromEntries(CATEGORIES.map((_, index) => [`accepts.${index}`, 'accepts'] as const)),
  accepts_note_en: 'accepts_note_en',
  accepts_note_ar: 'accepts_note_ar',
};

/**
 * The body of POST /api/organisations from the checked form (its texts trimmed, the phone in
 * its 07 form): the categories in the order the app lists them.
 */
export function applicationOf(
  values: OrganisationFormValues & { kind: OrganisationKind },
): OrganisationApplication {
  return {
    name_en: values.name_en,
    name_ar: values.name_ar,
    kind: values.kind,
    registration_number: values.registration_number,
    contact_name: values.contact_name,
    contact_phone: values.contact_phone,
    accepts: CATEGORIES.filter((category) => values.accepts.includes(category)),
    accepts_note_en: values.accepts_note_en,
    accepts_note_ar: values.accepts_note_ar,
  };
}
