import type { z } from 'zod';

import {
  CAMPAIGN_TEXT_MAX,
  CAMPAIGN_TITLE_MAX,
  campaignCreateSchema,
  type CampaignCreate,
} from '@tabarru/contract/campaigns';
import { CATEGORIES, REGIONS, type Category, type Region } from '@tabarru/contract/constants';

import type { ApiFields, FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';

/** A governorate's target as typed: a governorate not yet chosen is ''. */
export interface TargetValues {
  region: Region | '';
  quantity: string;
}

/** The campaign form: the body of POST /api/campaigns, with the targets as typed. */
export interface CampaignFormValues {
  title_en: string;
  title_ar: string;
  text_en: string;
  text_ar: string;
  categories: Category[];
  starts_on: string;
  ends_on: string;
  targets: TargetValues[];
}

export type CampaignField = keyof CampaignFormValues;

export const EMPTY_TARGET: TargetValues = { region: '', quantity: '' };

export const EMPTY_CAMPAIGN_FORM: CampaignFormValues = {
  title_en: '',
  title_ar: '',
  text_en: '',
  text_ar: '',
  categories: [],
  starts_on: '',
  ends_on: '',
  targets: [EMPTY_TARGET],
};

/**
 * The form is checked by the API's own rules before it is sent; the schema reads the quantities
 * as typed (text) as the API reads them.
 */
export const campaignResolver = schemaResolver<CampaignFormValues>(
  campaignCreateSchema as unknown as z.ZodType<CampaignFormValues, unknown>,
);

export const CAMPAIGN_TEXT_LIMITS = {
  title_en: CAMPAIGN_TITLE_MAX,
  title_ar: CAMPAIGN_TITLE_MAX,
  text_en: CAMPAIGN_TEXT_MAX,
  text_ar: CAMPAIGN_TEXT_MAX,
} as const;

export const CAMPAIGN_ERROR_KEYS: FieldErrorKeys<CampaignField> = {
  title_en: { required: 'campaigns.form.required', tooLong: 'campaigns.form.tooLong' },
  title_ar: { required: 'campaigns.form.required', tooLong: 'campaigns.form.tooLong' },
  text_en: { required: 'campaigns.form.required', tooLong: 'campaigns.form.tooLong' },
  text_ar: { required: 'campaigns.form.required', tooLong: 'campaigns.form.tooLong' },
  categories: {
    required: 'campaigns.form.categoriesRequired',
    invalid: 'campaigns.form.categoriesRequired',
    tooShort: 'campaigns.form.categoriesRequired',
  },
  starts_on: { required: 'campaigns.form.dayRequired', invalid: 'campaigns.form.dayRequired' },
  ends_on: { required: 'campaigns.form.dayRequired', invalid: 'campaigns.form.dayRequired' },
  targets: {
    required: 'campaigns.form.targetsInvalid',
    invalid: 'campaigns.form.targetsInvalid',
    tooShort: 'campaigns.form.targetsInvalid',
    tooLong: 'campaigns.form.targetsInvalid',
  },
};

/** The form's field for each field the API may refuse, a target's by its place in the list. */
export const CAMPAIGN_API_FIELDS: ApiFields<CampaignFormValues> = {
  title_en: 'title_en',
  title_ar: 'title_ar',
  text_en: 'text_en',
  text_ar: 'text_ar',
  categories: 'categories',
  ...Object.fromEntries(
    CATEGORIES.map((_, index) => [`categories.${index}`, 'categories'] as const),
  ),
  starts_on: 'starts_on',
  ends_on: 'ends_on',
  targets: 'targets',
  ...Object.fromEntries(
    REGIONS.flatMap((_, index) => [
      [`targets.${index}`, 'targets'] as const,
      [`targets.${index}.region`, 'targets'] as const,
      [`targets.${index}.quantity`, 'targets'] as const,
    ]),
  ),
};

/** The body of the request from the checked form: the categories in the order the app lists them. */
export function campaignOf(values: CampaignFormValues): CampaignCreate {
  return {
    title_en: values.title_en,
    title_ar: values.title_ar,
    text_en: values.text_en,
    text_ar: values.text_ar,
    categories: CATEGORIES.filter((category) => values.categories.includes(category)),
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    targets: values.targets.flatMap((target) =>
      target.region === '' ? [] : [{ region: target.region, quantity: Number(target.quantity) }],
    ),
  };
}
