import { describe, expect, it } from 'vitest';

import { aPostDetail } from '../../test/posts';
import { EMPTY_POST_FORM, formValuesOf, postFormFields, postFormSchema } from './post-form-values';

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
  it('becomes the specified multipart fields: location joined, category first, empty extras left out', () => {
    expect(postFormFields(filled)).toEqual({
      title: 'Sofa',
      description: 'Grey, three seats',
      email: 'omar@example.jo',
      phone: '0791234567',
      location: 'Irbid - University Street',
      features: '["Furniture","Fabric"]',
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
