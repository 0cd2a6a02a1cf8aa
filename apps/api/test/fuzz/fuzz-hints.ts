import fc from 'fast-check';

import { CATEGORIES, REGIONS } from '@tabarru/contract/constants';

import { browserPushKeys } from '../support/push-keys';
import { worldPick } from './request-plans';
import type { Hints } from './zod-arbitrary';

/*
 * Values a schema's shape cannot tell, by the name of the field that takes them: what a
 * transform or a refinement accepts (a Jordanian phone number, a region with an area, a post's
 * features as JSON, a date and a time of day) and the world's rows a field names (ids, photos,
 * emails, unsubscribe links). A route the hints do not know is fuzzed all the same, from its
 * schema alone.
 */

const words = fc.string({
  unit: fc.constantFrom(...'abcdefghij ضصثقفغعهخحجد'),
  minLength: 1,
  maxLength: 12,
});

const jordanMobile = fc
  .tuple(
    fc.constantFrom('077', '078', '079', '+96277', '+96279', '00962 79 '),
    fc.integer({ min: 0, max: 9_999_999 }),
  )
  .map(([prefix, number]) => `${prefix}${String(number).padStart(7, '0')}`);

const futureDate = fc
  .date({ min: new Date('2030-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const timeOfDay = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const base64url = (bytes: number) =>
  fc
    .uint8Array({ minLength: bytes, maxLength: bytes })
    .map((array) => Buffer.from(array).toString('base64url'));

const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  phone: fc.oneof(jordanMobile, worldPick('phones')),
  phone_number: fc.oneof(jordanMobile, worldPick('phones')),
  email: fc.oneof(
    worldPick('emails'),
    fc.nat(9_999).map((number) => `fuzz${number}@example.jo`),
  ),
  location: fc
    .tuple(fc.constantFrom(...REGIONS), fc.option(words, { nil: undefined }))
    .map(([region, area]) => (area ? `${region} - ${area}` : region)),
  features: fc
    .tuple(fc.constantFrom(...CATEGORIES), fc.array(words, { maxLength: 3 }))
    .map(([category, extras]) => JSON.stringify([category, ...extras])),
  deletedImages: fc
    .array(fc.oneof(worldPick('imageUrls'), fc.nat(3)), { maxLength: 2 })
    .map((images) => JSON.stringify(images)),
  token: worldPick('unsubscribeTokens'),
  event_date: futureDate,
  start_time: timeOfDay,
  end_time: timeOfDay,
  endpoint: fc.nat(9_999).map((device) => `https://fcm.googleapis.com/fcm/send/fuzz-${device}`),
  // a browser's key, or 65 bytes that are most likely no point on its curve
  p256dh: fc.oneof(
    fc.integer({ min: 1, max: 2 ** 31 }).map((device) => browserPushKeys(device).p256dh),
    base64url(65),
  ),
  auth: base64url(16),
  username: fc.stringMatching(/^[a-z][a-z0-9_.-]{2,20}$/),
};

/** A field that names a row (`post_id`, `receiver_id`, `userId`), or a list of them (`claim_ids`). */
const ROW = /(^id|_id|Id)$/;
const ROWS = /(_ids|Ids)$/;

/** The hints for a field by its name, or for each element of a list by the list's name. */
export const fieldHints: Hints = (path) => {
  const last = path.at(-1);
  if (last === '[]') {
    const list = path.at(-2);
    return list !== undefined && ROWS.test(list) ? worldPick('ids') : undefined;
  }
  if (last === undefined) return undefined;
  return HINTS[last] ?? (ROW.test(last) ? worldPick('ids') : undefined);
};
