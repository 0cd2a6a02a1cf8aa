import { z } from 'zod';

import {
  CATEGORIES,
  isCategory,
  isRegion,
  REGIONS,
  type Category,
  type Region,
} from '@tabarru/contract/constants';
import { joinLocation, splitLocation } from '@tabarru/contract/location';
import { contactPhoneSchema, localJordanPhone } from '@tabarru/contract/phone';
import {
  POST_AREA_MAX,
  POST_DESCRIPTION_MAX,
  POST_EMAIL_MAX,
  POST_FEATURE_MAX,
  POST_TITLE_MAX,
  type PostDetail,
} from '@tabarru/contract/posts';

import { pointText } from '../../lib/places';

/** The create and edit form, before it becomes the multipart request. */
export interface PostFormValues {
  title: string;
  description: string;
  category: Category | '';
  /** the extra features; one empty entry to start with */
  extras: { value: string }[];
  region: Region | '';
  area: string;
  email: string;
  phone: string;
  /** one of Jordan's places by its id; '' for none */
  place: string;
  /** where the item is, 'lat,lng' (the donor's location); '' for none */
  point: string;
}

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  description: '',
  category: '',
  extras: [{ value: '' }],
  region: '',
  area: '',
  email: '',
  phone: '',
  place: '',
  point: '',
};

const required = (max: number) => z.string().trim().min(1).max(max);

/** The rules the API applies too (it alone judges the photos by their content). */
export const postFormSchema = z.object({
  title: required(POST_TITLE_MAX),
  description: required(POST_DESCRIPTION_MAX),
  category: z.enum(CATEGORIES),
  extras: z.array(z.object({ value: z.string().trim().max(POST_FEATURE_MAX) })),
  region: z.enum(REGIONS),
  area: z.string().trim().max(POST_AREA_MAX),
  /** optional: blank is no email (docs/decisions.md, a post's contact email) */
  email: z
    .string()
    .trim()
    .max(POST_EMAIL_MAX)
    .pipe(z.union([z.literal(''), z.email()])),
  phone: contactPhoneSchema,
  /** chosen from the picker's list, and the point from the browser: the API judges both */
  place: z.string(),
  point: z.string(),
}) satisfies z.ZodType<unknown, PostFormValues>;

/**
 * The text fields of POST /create_post and PUT /Posting/update-post/:id; the place and the
 * point only when set (left out, an edited post has none).
 */
export function postFormFields(values: PostFormValues): Record<string, string> {
  const extras = values.extras.map((extra) => extra.value.trim()).filter(Boolean);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    email: values.email.trim(),
    phone: localJordanPhone(values.phone) ?? values.phone.trim(),
    location: joinLocation(values.region, values.area),
    features: JSON.stringify([values.category, ...extras]),
    ...(values.place && { place: values.place }),
    ...(values.point && { point: values.point }),
  };
}

/** The form of an existing post, for editing. */
export function formValuesOf(post: PostDetail): PostFormValues {
  const { region, area } = splitLocation(post.location);
  const extras = post.features.slice(1).map((value) => ({ value }));
  return {
    title: post.title,
    description: post.description,
    category: isCategory(post.category) ? post.category : '',
    extras: extras.length > 0 ? extras : [{ value: '' }],
    region: isRegion(region) ? region : '',
    area,
    email: post.email ?? '',
    phone: post.phone,
    place: post.place?.id ?? '',
    point: post.exact_point ? pointText(post.exact_point) : '',
  };
}
