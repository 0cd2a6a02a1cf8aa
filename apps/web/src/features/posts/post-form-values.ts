import { z } from 'zod';

import {
  CATEGORIES,
  isCategory,
  isRegion,
  ITEM_CONDITIONS,
  POST_DEADLINE_DAYS_MAX,
  POST_QUANTITY_MAX,
  REGIONS,
  SHARE_MODES,
  type Category,
  type ItemCondition,
  type Region,
  type ShareMode,
} from '@tabarru/contract/constants';
import { asciiDigits } from '@tabarru/contract/digits';
import { ERROR_CODES, withCode } from '@tabarru/contract/errors';
import { isValidDate } from '@tabarru/contract/event-time';
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

import { daysFromToday } from '../../lib/amman-days';
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
  /** how the item is; '' when the donor does not say */
  condition: ItemCondition | '';
  /** how many there are, as typed */
  quantity: string;
  canDeliver: boolean;
  /** the day it must go by, YYYY-MM-DD on Amman's clock; '' for none */
  deadline: string;
  shareMode: ShareMode;
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
  condition: '',
  quantity: '1',
  canDeliver: false,
  deadline: '',
  shareMode: 'choose',
};

/** A quantity as typed (in any digits), as a number; NaN when it is not a whole number. */
export function quantityOf(text: string): number {
  const digits = asciiDigits(text.trim());
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** What an edit starts from of the post's offer: what it said, what it gave, its draw. */
export type EditedOffer = Pick<
  PostDetail,
  'condition' | 'quantity' | 'quantity_left' | 'deadline' | 'draw'
>;

/**
 * What the offer's details are checked against: the days a deadline may be on, and for an
 * edit what the post already has.
 */
export interface OfferRules {
  /** the first and last day a new deadline may be (YYYY-MM-DD, Amman's clock) */
  days: { first: string; last: string };
  /** the edited post's deadline: it may stay though past (or be moved, or cleared) */
  keptDeadline: string | null;
  /** how many of the edited post were given already: the quantity stays above them */
  given: number;
  /** when the edited post's draw was done: its deadline and how it goes stay as they are */
  drawnAt: string | null;
}

/** The rules of a form opened `now`, for a new post or the `edited` one. */
export function offerRulesOf(now: Date, edited?: EditedOffer): OfferRules {
  return {
    days: daysFromToday(now, POST_DEADLINE_DAYS_MAX),
    keptDeadline: edited?.deadline ?? null,
    given: edited ? edited.quantity - edited.quantity_left : 0,
    drawnAt: edited?.draw?.drawn_at ?? null,
  };
}

/** The smallest quantity the form takes: one more than was given already. */
export const quantityMin = (rules: Pick<OfferRules, 'given'>) => rules.given + 1;

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
  condition: z.union([z.literal(''), z.enum(ITEM_CONDITIONS)]),
  quantity: z.string().refine((text) => {
    const quantity = quantityOf(text);
    return quantity >= 1 && quantity <= POST_QUANTITY_MAX;
  }),
  canDeliver: z.boolean(),
  deadline: z.string().refine((date) => date === '' || isValidDate(date), {
    params: withCode(ERROR_CODES.deadlineInvalid),
  }),
  shareMode: z.enum(SHARE_MODES),
}) satisfies z.ZodType<unknown, PostFormValues>;

/**
 * The form's rules with those of the day and of the edited post: a deadline from today to
 * POST_DEADLINE_DAYS_MAX days ahead (the edited post's own may stay), a quantity above what was
 * given, and a draw only with a deadline. A blank deadline is 'required' of a draw
 * (form-resolver.ts).
 */
export function postFormSchemaFor(rules: OfferRules) {
  return postFormSchema
    .extend({
      quantity: postFormSchema.shape.quantity.refine(
        (text) => quantityOf(text) >= quantityMin(rules),
        { params: withCode(ERROR_CODES.quantityBelowGiven) },
      ),
      deadline: postFormSchema.shape.deadline.superRefine((date, context) => {
        if (date === '') return;
        const inRange = date >= rules.days.first && date <= rules.days.last;
        if (isValidDate(date) && date !== rules.keptDeadline && !inRange) {
          context.addIssue({
            code: 'custom',
            message: 'out of range',
            params: withCode(ERROR_CODES.deadlineOutOfRange),
          });
        }
      }),
    })
    .refine((values) => values.shareMode !== 'draw' || values.deadline !== '', {
      path: ['deadline'],
      params: withCode(ERROR_CODES.drawNeedsDeadline),
      // Checked with the other fields, so every error shows at once.
      when: () => true,
    });
}

/**
 * The text fields of POST /create_post and PUT /Posting/update-post/:id; the place and the
 * point only when set (left out, an edited post has none). The condition and the deadline only
 * when said for a new post (left out, it has none), and always for an edit (`edit`), where
 * blank clears what the post said: left out, the API would keep it.
 */
export function postFormFields(
  values: PostFormValues,
  { edit = false }: { edit?: boolean } = {},
): Record<string, string> {
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
    ...((edit || values.condition) && { condition: values.condition }),
    quantity: String(quantityOf(values.quantity)),
    can_deliver: String(values.canDeliver),
    ...((edit || values.deadline) && { deadline: values.deadline }),
    share_mode: values.shareMode,
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
    condition: post.condition ?? '',
    quantity: String(post.quantity),
    canDeliver: post.can_deliver,
    deadline: post.deadline ?? '',
    shareMode: post.share_mode,
  };
}
