import { describe, expect, it } from 'vitest';

import { errorCodeOfIssue } from '@tabarru/contract/errors';

import { aPostDetail } from '../../test/posts';
import {
  EMPTY_POST_FORM,
  formValuesOf,
  offerRulesOf,
  postFormFields,
  postFormSchema,
  postFormSchemaFor,
  quantityOf,
  type OfferRules,
  type PostFormValues,
} from './post-form-values';

const filled = {
  ...EMPTY_POST_FORM,
  title: ' Sofa ',
  description: 'Grey, three seats',
  category: 'Furniture' as const,
  extras: [{ value: 'Fabric' }, { value: ' ' }],
  region: 'Irbid' as const,
  area: 'University Street',
  email: 'omar@example.jo',
  phone: '0791234567',
};

describe('the post form', () => {
  it('becomes the multipart fields the API takes: location joined, category first, empty extras left out', () => {
    expect(postFormFields(filled)).toEqual({
      title: 'Sofa',
      description: 'Grey, three seats',
      email: 'omar@example.jo',
      phone: '0791234567',
      location: 'Irbid - University Street',
      features: '["Furniture","Fabric"]',
      quantity: '1',
      can_deliver: 'false',
      share_mode: 'choose',
    });
    expect(postFormFields({ ...filled, area: '' }).location).toBe('Irbid');
  });

  it('needs a category, a region and a Jordanian mobile number', () => {
    expect(postFormSchema.safeParse(filled).success).toBe(true);
    expect(postFormSchema.safeParse({ ...filled, category: '' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...filled, region: '' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...filled, phone: '07912345678' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...filled, phone: '079-123' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...filled, phone: 'abc+962791' }).success).toBe(false);
  });

  it('takes the phone as people type it and sends it as 07XXXXXXXX', () => {
    for (const typed of ['+962 79 123 4567', '٠٧٩١٢٣٤٥٦٧', '00962-79-123-4567']) {
      expect(postFormSchema.safeParse({ ...filled, phone: typed }).success).toBe(true);
      expect(postFormFields({ ...filled, phone: typed }).phone).toBe('0791234567');
    }
  });

  it('sends the place and the point only when set, and starts an edit from the post’s own', () => {
    expect(postFormFields(filled)).not.toHaveProperty('place');
    expect(postFormFields(filled)).not.toHaveProperty('point');
    expect(
      postFormFields({ ...filled, place: 'irbid-university', point: '32.5411,35.8572' }),
    ).toMatchObject({ place: 'irbid-university', point: '32.5411,35.8572' });

    const post = aPostDetail({
      place: { id: 'amman-weibdeh', name_en: 'Jabal Al-Weibdeh', name_ar: 'جبل اللويبدة' },
      exact_point: { lat: 31.9592, lng: 35.9231 },
    });
    expect(formValuesOf(post)).toMatchObject({ place: 'amman-weibdeh', point: '31.9592,35.9231' });
    expect(formValuesOf(aPostDetail())).toMatchObject({ place: '', point: '' });
  });
});

/** 13:00 in Amman on Monday 23 November 2026. */
const NOW = new Date('2026-11-23T10:00:00.000Z');

/** Each field the form would mark, with the refusal's code. */
function refusals(values: PostFormValues, rules: OfferRules = offerRulesOf(NOW)) {
  const result = postFormSchemaFor(rules).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path[0], errorCodeOfIssue(issue, values)]);
}

describe("the offer's details", () => {
  it('send how many, whether the donor delivers and how it goes; the condition and the day when said, or blank to clear them on an edit', () => {
    const said = {
      ...filled,
      condition: 'like_new',
      quantity: ' ٥ ',
      canDeliver: true,
      deadline: '2026-11-27',
      shareMode: 'draw',
    } as const;
    expect(postFormFields(said)).toMatchObject({
      condition: 'like_new',
      quantity: '5',
      can_deliver: 'true',
      deadline: '2026-11-27',
      share_mode: 'draw',
    });
    expect(postFormFields(filled)).not.toHaveProperty('condition');
    expect(postFormFields(filled)).not.toHaveProperty('deadline');
    expect(postFormFields(filled, { edit: true })).toMatchObject({ condition: '', deadline: '' });
  });

  it('read a quantity typed in any digits, and nothing else', () => {
    expect(quantityOf('12')).toBe(12);
    expect(quantityOf('١٢')).toBe(12);
    expect(quantityOf('2.5')).toBeNaN();
    expect(quantityOf('')).toBeNaN();
  });

  it('start an edit from what the post said', () => {
    const post = aPostDetail({
      condition: 'used',
      quantity: 5,
      quantity_left: 3,
      can_deliver: true,
      deadline: '2026-11-27',
      share_mode: 'first',
    });
    expect(formValuesOf(post)).toMatchObject({
      condition: 'used',
      quantity: '5',
      canDeliver: true,
      deadline: '2026-11-27',
      shareMode: 'first',
    });
    expect(formValuesOf(aPostDetail())).toMatchObject({
      condition: '',
      quantity: '1',
      canDeliver: false,
      deadline: '',
      shareMode: 'choose',
    });
  });

  it('take a deadline from today to 60 days ahead on Amman’s clock', () => {
    expect(refusals({ ...filled, deadline: '2026-11-23' })).toEqual([]);
    expect(refusals({ ...filled, deadline: '2027-01-22' })).toEqual([]);
    expect(refusals({ ...filled, deadline: '2026-11-22' })).toEqual([
      ['deadline', 'DEADLINE_OUT_OF_RANGE'],
    ]);
    expect(refusals({ ...filled, deadline: '2027-01-23' })).toEqual([
      ['deadline', 'DEADLINE_OUT_OF_RANGE'],
    ]);
    expect(refusals({ ...filled, deadline: '2026-02-30' })).toEqual([
      ['deadline', 'DEADLINE_INVALID'],
    ]);
    // 23:30 on the 22nd in UTC is already the 23rd in Amman.
    expect(offerRulesOf(new Date('2026-11-22T23:30:00.000Z')).days).toEqual({
      first: '2026-11-23',
      last: '2027-01-22',
    });
  });

  it('need a deadline for a draw, on the deadline', () => {
    expect(refusals({ ...filled, shareMode: 'draw' })).toEqual([
      ['deadline', 'DRAW_NEEDS_DEADLINE'],
    ]);
    expect(refusals({ ...filled, shareMode: 'draw', deadline: '2026-11-27' })).toEqual([]);
    // Said with the other fields' errors, not after them.
    expect(refusals({ ...filled, category: '', shareMode: 'draw' })).toEqual([
      ['category', 'FIELD_INVALID'],
      ['deadline', 'DRAW_NEEDS_DEADLINE'],
    ]);
  });

  it('take from 1 to 99 of an item', () => {
    expect(refusals({ ...filled, quantity: '99' })).toEqual([]);
    for (const quantity of ['0', '100', '1.5', 'two']) {
      expect(refusals({ ...filled, quantity })[0]).toEqual(['quantity', 'FIELD_INVALID']);
    }
  });

  it('let an edit keep its past deadline, move it or remove it', () => {
    const rules = offerRulesOf(NOW, aPostDetail({ deadline: '2026-11-20' }));
    expect(refusals({ ...filled, deadline: '2026-11-20' }, rules)).toEqual([]);
    expect(refusals({ ...filled, deadline: '2026-11-30' }, rules)).toEqual([]);
    expect(refusals({ ...filled, deadline: '2026-11-21' }, rules)).toEqual([
      ['deadline', 'DEADLINE_OUT_OF_RANGE'],
    ]);
    expect(refusals({ ...filled, deadline: '' }, rules)).toEqual([]);
  });

  it('keep an edited quantity above what was given', () => {
    const post = aPostDetail({ quantity: 5, quantity_left: 2, condition: 'new' });
    const rules = offerRulesOf(NOW, post);
    expect(rules).toMatchObject({ given: 3, drawnAt: null });
    expect(refusals({ ...filled, quantity: '4' }, rules)).toEqual([]);
    expect(refusals({ ...filled, quantity: '3' }, rules)).toEqual([
      ['quantity', 'QUANTITY_BELOW_GIVEN'],
    ]);
  });

  it('know when the edited post’s draw was done', () => {
    const drawnAt = '2026-11-20T21:00:30.000Z';
    const post = aPostDetail({
      share_mode: 'draw',
      deadline: '2026-11-20',
      draw: { seed: 'c0ffee', drawn_at: drawnAt },
    });
    expect(offerRulesOf(NOW, post)).toMatchObject({ drawnAt, keptDeadline: '2026-11-20' });
  });
});
