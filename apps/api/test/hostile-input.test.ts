import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eventToday } from '@tabarru/contract/event-time';
import type { Ask, PostAsksReply } from '@tabarru/contract/pickups';

import { API_REFERENCE_PREFIX } from '../src/infra/api-reference';
import { post, createMember, uniquePhone, type Member } from './support/accounts';
import { pickupApi, windowOn } from './support/pickups';
import { createdPostId, multipartBody, postFields, type UploadFile } from './support/posts';
import { browserPushKeys } from './support/push-keys';
import { createTestApp, type TestApp } from './support/test-app';
import { everyTable } from './support/refusals';

/*
 * The API probed as an attacker would: every input of every route the API reference lists (JSON
 * fields, the query string, path parameters, multipart fields) receives a few hundred hostile
 * values. Whatever the value, the reply is never a 500 and never shows internals; a refusal
 * leaves every table as it was; and a text with control characters is refused with 400
 * CONTROL_CHARACTERS naming the field (docs/decisions.md).
 */

interface Hostile {
  /** what the value is, for the failure message */
  label: string;
  value: unknown;
  /**
   * holds a text with control characters or an unpaired surrogate, so it must be refused by
   * name: '' when it is the text itself, else where in the value it lies ('.1' of a list)
   */
  refusedAt?: string;
}

const CONTROL_UNITS = [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x85, 0x9b];

const HOSTILE_TEXTS: Hostile[] = [
  ...CONTROL_UNITS.flatMap((unit) => [
    { label: `U+${unit.toString(16)} inside`, value: `Sofa${String.fromCharCode(unit)}bed` },
    { label: `U+${unit.toString(16)} alone`, value: String.fromCharCode(unit) },
  ]).map((hostile) => ({ ...hostile, refusedAt: '' })),
  { label: 'NUL in an email', value: 'member\u0000@example.jo', refusedAt: '' },
  { label: 'NUL in a phone', value: '0791234567\u0000', refusedAt: '' },
  { label: 'lone high surrogate', value: 'Lamp \uD800', refusedAt: '' },
  { label: 'lone low surrogate', value: '\uDC00 chairs', refusedAt: '' },
  { label: 'reversed surrogates', value: '\uDE00\uD83D', refusedAt: '' },
  { label: 'SQL quote', value: "' OR '1'='1" },
  { label: 'SQL drop', value: "'; DROP TABLE users; --" },
  { label: 'SQL union', value: "x' UNION SELECT password_hash FROM users --" },
  { label: 'SQL sleep', value: '1; SELECT pg_sleep(5); --' },
  { label: 'LIKE wildcards', value: '%_%\\' },
  { label: 'FTS syntax', value: '"NEAR(a b)" OR * AND NOT' },
  { label: 'script tag', value: '<script>alert(document.cookie)</script>' },
  { label: 'img onerror', value: '<img src=x onerror=alert(1)>' },
  { label: 'javascript url', value: 'javascript:alert(1)' },
  { label: 'template', value: '{{constructor.constructor("alert(1)")()}}${7*7}' },
  { label: 'proto text', value: '__proto__' },
  { label: 'path traversal', value: '../../../../etc/passwd' },
  { label: 'huge number text', value: '9'.repeat(400) },
  { label: 'exponent', value: '1e309' },
  { label: 'negative', value: '-1' },
  { label: 'NaN', value: 'NaN' },
  { label: 'right-to-left override', value: '\u202Egnp.exe' },
  { label: 'zero-width and BOM', value: '\u200B\uFEFF' },
  { label: 'emoji', value: '\uD83D\uDE00'.repeat(50) },
  { label: 'combining marks', value: `a${'\u0301'.repeat(2_000)}` },
  { label: 'over-long', value: 'x'.repeat(20_000) },
  { label: 'over-long Arabic', value: 'ش'.repeat(5_000) },
  { label: 'blank', value: '   ' },
  { label: 'empty', value: '' },
];

const HOSTILE_VALUES: Hostile[] = [
  ...HOSTILE_TEXTS,
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'huge number', value: 1e308 },
  { label: 'negative huge number', value: -1e308 },
  { label: 'unsafe integer', value: 2 ** 53 + 1 },
  { label: 'fraction', value: 0.5 },
  { label: 'empty list', value: [] },
  { label: 'list', value: ['a', 'b'] },
  { label: 'list with NUL', value: ['ok', 'x\u0000'], refusedAt: '.1' },
  { label: 'nested lists', value: JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) as unknown },
  { label: 'empty object', value: {} },
  { label: 'operator object', value: { $ne: null, $gt: '' } },
  { label: 'object with NUL', value: { text: '\u0000' }, refusedAt: '.text' },
  { label: 'toString object', value: { toString: 'x', valueOf: 1 } },
];

/** Whole JSON bodies, sent as raw text: prototype pollution and shapes no schema expects. */
const HOSTILE_BODIES = [
  '{"__proto__":{"is_admin":1,"isAdmin":true}}',
  '{"constructor":{"prototype":{"is_admin":1}}}',
  '[]',
  '"\\u0000"',
  '123456789012345678901234567890',
  'null',
  `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  '{"a":"\\ud800"}',
  '{"a\\u0000":1}',
  `{"a":"${'x'.repeat(150_000)}"}`,
  '{"a":',
];

/** What a reply may never show: stacks, file paths, SQL or a driver's words. */
const LEAKS = [
  /\bat \S+ \(/,
  /node_modules|\/src\//,
  /"stack"/,
  /\bselect\b[^"]*\bfrom\b/i,
  /\binsert into\b/i,
  /SQLITE_|syntax error|invalid byte sequence|violates|relation "|kysely/i,
];

/** Whether a text is whole UTF-16, with no unpaired surrogate. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Percent-encodes a path or query value; an unpaired surrogate becomes its (invalid) bytes. */
function encode(text: string): string {
  return isWellFormed(text) ? encodeURIComponent(text) : '%ED%A0%80';
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The test's own reading of the rule: C0 but tab, LF and CR, DEL, C1, unpaired surrogates. */
const isControl = (unit: number) =>
  (unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) ||
  (unit >= 0x7f && unit <= 0x9f);
const hasControl = (text: string) => [...text].some((char) => isControl(char.charCodeAt(0)));

let testApp: TestApp;
let member: Member;
let admin: Member;
/** owns nothing: deletes and edits by it are refused */
let prober: Member;
/** changes its password under attack; its token is renewed when a change goes through */
let keeper: Member;
let ownPostId: number;
let othersPostId: number;
/** a wanted post of `member` */
let ownWantedId: number;
/** a verified organisation's account, and a need of it with room for every receipt tried */
let charity: Member;
let ownNeedId: number;
let eventId: number;
let photo: UploadFile;
/** asks for items of `member`, each on a post of its own */
let asker: Member;
/** a post of the administrator's that `member` asks for */
let askedPostId: number;
/** `asker`'s asks: one waiting, the others promised by `member` (one a relative may collect) */
let asks: Record<'waiting' | 'withdrawn' | 'retimed' | 'picked' | 'answered' | 'coded', Ask>;
/** the code `asker` was given for their relative, of the ask `coded` */
let collectorCode: string;
/** a time to collect tomorrow */
const pickupWindows = () => [windowOn(Date.now(), 1, '17:00', '18:00')];
/** A need's fields, needed by a day a month ahead. */
const needFields = (quantity: number) => ({
  title: 'Winter blankets',
  description: 'Wool or fleece, clean.',
  category: 'Clothing',
  region: 'Zarqa',
  quantity,
  deadline: new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10),
});

/** A campaign's fields, from today to a month ahead in Amman. */
const campaignFields = () => ({
  title_en: 'Winter warmth',
  title_ar: 'دفء الشتاء',
  text_en: 'Coats and blankets for families.',
  text_ar: 'معاطف وبطانيات للعائلات.',
  categories: ['Clothing'],
  starts_on: eventToday(),
  ends_on: needFields(1).deadline,
  targets: [{ region: 'Mafraq', quantity: 300 }],
});

const tomorrow = () => {
  const [year = 0, month = 1, date = 1] = eventToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/** Every row of every table, to prove a refusal changed nothing. */
async function everything(): Promise<string> {
  return JSON.stringify(await everyTable(testApp));
}

interface Probe {
  method: string;
  url: string;
  token?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

interface Expectation {
  /** what was sent where, for the failure message */
  what: string;
  /** the hostile text, which a reply may echo (a stored title) without leaking anything */
  sent?: string;
  /** the field the hostile value went into, when it must be refused by name */
  refusedField?: string;
}

/** The tables after the last refusal, which changed nothing: the next probe's starting point. */
let unchanged: string | undefined;

/** Sends a probe and checks the reply: no 500, no internals, a refusal leaves the data alone. */
async function probe(request: Probe, expectation: Expectation) {
  const before = unchanged ?? (await everything());
  unchanged = undefined;
  const reply = await testApp.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...(request.payload !== undefined && !request.headers
        ? { 'content-type': 'application/json' }
        : {}),
      ...request.headers,
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const what = `${request.method} ${request.url.slice(0, 80)} ${expectation.what}: ${reply.statusCode} ${reply.body.slice(0, 300)}`;
  expect(reply.statusCode, what).toBeLessThan(500);
  const echoed = expectation.sent ? JSON.stringify(expectation.sent).slice(1, -1) : undefined;
  const shown = echoed ? reply.body.split(echoed).join('') : reply.body;
  for (const leak of LEAKS) expect(shown, what).not.toMatch(leak);
  expect(reply.headers['content-type'] ?? '', what).not.toMatch(/html/);
  if (request.method === 'HEAD') {
    if (expectation.refusedField !== undefined) expect(reply.statusCode, what).toBe(400);
    return reply;
  }
  if (expectation.refusedField !== undefined) {
    expect(reply.statusCode, what).toBe(400);
    expect(reply.json(), what).toMatchObject({
      code: 'CONTROL_CHARACTERS',
      field: expectation.refusedField,
    });
  }
  if (reply.statusCode >= 400) {
    if (reply.statusCode !== 401 || request.url !== '/authentication/login') {
      expect(reply.json<{ code: unknown }>().code, what).toEqual(expect.any(String));
    }
    const after = await everything();
    expect(after, `${what}: data changed`).toBe(before);
    unchanged = after;
  }
  return reply;
}

interface JsonRoute {
  token?: () => string;
  /** where to send it, when the path has a parameter */
  url?: () => string;
  body: () => Record<string, unknown>;
  /** keeps the test's state in step with a change the route made */
  accepted?: (reply: { json: <T>() => T }, body: Record<string, unknown>) => void;
}

/** A valid body for every JSON route; each of its fields is attacked in turn. */
const JSON_ROUTES: Record<string, JsonRoute> = {
  'POST /contact': {
    body: () => ({ name: 'Lina', email: 'lina@example.jo', message: 'Hello there' }),
  },
  'POST /api/users/check-phone': { body: () => ({ phone: '0791234567' }) },
  'POST /api/verify/send': { body: () => ({ phone: uniquePhone(), locale: 'en' }) },
  'POST /api/verify/check': { body: () => ({ phone: member.phone, code: '123456' }) },
  'POST /authentication/registration': {
    body: () => ({
      username: 'newcomer',
      email: 'newcomer@example.jo',
      password: 'olive trees in Ajloun',
      phone_number: uniquePhone(),
      locale: 'en',
      verificationToken: 'not-a-token',
    }),
  },
  'POST /authentication/login': {
    body: () => ({ email: member.email, password: 'not the password' }),
  },
  'POST /forgot-password': { body: () => ({ email: 'nobody@example.jo', locale: 'en' }) },
  'POST /authentication/login/second-step': {
    body: () => ({ challenge: 'not-a-challenge', code: '123456' }),
  },
  'POST /api/users/me/two-factor/enable': {
    token: () => member.token,
    body: () => ({ code: '123456' }),
  },
  'POST /api/users/me/two-factor/disable': {
    token: () => member.token,
    body: () => ({ password: 'not the password' }),
  },
  'POST /api/users/me/two-factor/recovery-codes': {
    token: () => member.token,
    body: () => ({ password: 'not the password' }),
  },
  'POST /api/email-change/confirm': { body: () => ({ token: 'not-a-token' }) },
  'POST /api/email-change/undo': { body: () => ({ token: 'not-a-token' }) },
  'POST /reset-password': {
    body: () => ({ token: 'not-a-token', new_password: 'olive trees in Ajloun' }),
  },
  'PATCH /api/notifications/preferences': {
    token: () => member.token,
    body: () => ({ kinds: { search_match: { push: true } }, night: true }),
  },
  'POST /api/push/subscriptions': {
    token: () => member.token,
    body: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/hostile-input',
      keys: browserPushKeys(9),
    }),
  },
  'DELETE /api/push/subscriptions': {
    token: () => member.token,
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/hostile-input' }),
  },
  'PUT /update-credentials': {
    body: () => ({
      username: member.username,
      email: member.email,
      phone_number: member.phone,
      location: 'Amman',
      currentPassword: 'not needed while the email stays',
    }),
  },
  'PUT /api/users/me/home-place': {
    token: () => member.token,
    body: () => ({ place: 'amman-khalda' }),
  },
  'PUT /change-password': {
    token: () => keeper.token,
    body: () => ({ currentPassword: keeper.password, newPassword: 'a brand new passphrase' }),
    accepted: (reply, body) => {
      keeper.token = reply.json<{ jwtToken: string }>().jwtToken;
      keeper.password = String(body.newPassword);
    },
  },
  'POST /api/organisations': {
    token: () => prober.token,
    body: () => ({
      name_en: 'Mafraq Winter Drive',
      name_ar: 'حملة الشتاء - المفرق',
      kind: 'charity',
      registration_number: 'JO-2019-3310',
      contact_name: 'Omar Khalil',
      contact_phone: '0791234569',
      accepts: ['Clothing'],
    }),
  },
  'PUT /api/organisations/mine/drop-off-points': {
    token: () => charity.token,
    body: () => ({
      points: [
        {
          place: 'amman-khalda',
          address_en: 'City Mall, gate 3',
          address_ar: 'سيتي مول، البوابة ٣',
          hours_en: 'Every day, 10:00 to 22:00',
          hours_ar: 'يوميًا من ١٠:٠٠ حتى ٢٢:٠٠',
        },
      ],
    }),
  },
  'POST /api/needs': {
    token: () => charity.token,
    body: () => needFields(40),
  },
  'POST /api/needs/{id}/receipts': {
    token: () => charity.token,
    url: () => `/api/needs/${ownNeedId}/receipts`,
    body: () => ({ quantity: 1, way: 'handover', donor: member.username }),
  },
  'POST /api/campaigns': { token: () => charity.token, body: campaignFields },
  'POST /api/admin/campaigns': { token: () => admin.token, body: campaignFields },
  'POST /admin/banner': {
    token: () => admin.token,
    body: () => ({ content: '<b>Winter drive</b>', isActive: false }),
  },
  'POST /api/donations/claims': {
    body: () => ({ post_id: othersPostId, message: 'Is it still available?' }),
  },
  'POST /api/wanted': {
    body: () => ({
      title: 'Baby cot',
      description: 'Any size.',
      category: 'Toys',
      region: 'Irbid',
    }),
  },
  'PUT /api/wanted/{id}': {
    url: () => `/api/wanted/${ownWantedId}`,
    body: () => ({
      title: 'Baby cot, wooden',
      description: 'Any size.',
      category: 'Toys',
      region: 'Irbid',
    }),
  },
  'POST /api/saved-searches': {
    body: () => ({ q: 'grey sofa', category: 'Furniture', region: 'Irbid' }),
  },
  'POST /posts/{id}/report': {
    url: () => `/posts/${othersPostId}/report`,
    body: () => ({ reason: 'spam', note: 'Looks like an advert' }),
  },
  // No such account, post or message: a body that passes is answered 404 and changes nothing.
  'DELETE /admin/users/{id}': {
    token: () => admin.token,
    url: () => '/admin/users/999999',
    body: () => ({ reason: 'Spam' }),
  },
  'DELETE /admin/posts/{id}': {
    token: () => admin.token,
    url: () => '/admin/posts/999999',
    body: () => ({ reason: 'Spam' }),
  },
  'PUT /admin/users/{id}/suspend': {
    token: () => admin.token,
    url: () => '/admin/users/999999/suspend',
    body: () => ({ reason: 'Spam' }),
  },
  'PUT /admin/users/{id}/unsuspend': {
    token: () => admin.token,
    url: () => '/admin/users/999999/unsuspend',
    body: () => ({ reason: 'Talked it over' }),
  },
  'PUT /admin/contact-messages/{id}/handled': {
    token: () => admin.token,
    url: () => '/admin/contact-messages/999999/handled',
    body: () => ({ handled: true }),
  },
  'PUT /api/donations/requests/seen': { body: () => ({ claim_ids: [1, 2] }) },
  'POST /api/feedback': {
    body: () => ({ receiver_id: admin.id, rating: 5, comment: 'Kind and on time' }),
  },
  'POST /messages': {
    body: () => ({ receiver_id: admin.id, content: 'Is it still available?' }),
  },
  // A wrong password: refused with 403, the account stays.
  'DELETE /api/users/me': {
    token: () => prober.token,
    body: () => ({ password: 'not the password' }),
  },
  // Its donor keeps an offer on the feed for 30 days more.
  'POST /api/posts/{id}/still-available': {
    url: () => `/api/posts/${ownPostId}/still-available`,
    body: () => ({ answer: 'yes' }),
  },
  // Asks: `member` asks for the administrator's item, and answers the asks for its own.
  'POST /api/posts/{postId}/asks': {
    url: () => `/api/posts/${askedPostId}/asks`,
    body: () => ({ note: 'I can come today after work.' }),
  },
  'POST /api/asks/{askId}/promise': {
    url: () => `/api/asks/${asks.waiting.id}/promise`,
    body: () => ({
      windows: pickupWindows(),
      place: { kind: 'area' },
      relative_may_collect: false,
    }),
  },
  'POST /api/asks/{askId}/withdraw-promise': {
    url: () => `/api/asks/${asks.withdrawn.id}/withdraw-promise`,
    body: () => ({ reason: 'My sister needs it after all.' }),
  },
  'PUT /api/asks/{askId}/times': {
    url: () => `/api/asks/${asks.retimed.id}/times`,
    body: () => ({
      windows: pickupWindows(),
      place: { kind: 'meeting_point', meeting_point: 'Abdali Mall, main gate' },
    }),
  },
  'POST /api/asks/{askId}/pick': {
    token: () => asker.token,
    url: () => `/api/asks/${asks.picked.id}/pick`,
    body: () => ({ window_id: asks.picked.pickup?.windows[0]?.id }),
  },
  'POST /api/asks/{askId}/outcome': {
    url: () => `/api/asks/${asks.answered.id}/outcome`,
    body: () => ({ outcome: 'another_time' }),
  },
  'POST /api/asks/{askId}/check-code': {
    url: () => `/api/asks/${asks.coded.id}/check-code`,
    body: () => ({ code: collectorCode }),
  },
};

interface FormRoute {
  token: () => string;
  fields: () => Record<string, string>;
  files: () => UploadFile[];
}

/** A valid form for every multipart route; each of its fields is attacked in turn. */
const FORM_ROUTES: Record<string, FormRoute> = {
  'POST /create_post': {
    token: () => member.token,
    fields: () => postFields(),
    files: () => [photo],
  },
  'PUT /Posting/update-post/{id}': {
    token: () => member.token,
    fields: () => ({ ...postFields(), availability: 'available', deletedImages: '[]' }),
    files: () => [],
  },
  'POST /events': {
    token: () => admin.token,
    fields: () => ({
      title: 'Winter clothes drive',
      description: 'Bring warm clothes.',
      owner_name: 'Volunteers',
      location: 'Irbid',
      event_date: tomorrow(),
      start_time: '10:00',
      end_time: '12:00',
    }),
    files: () => [photo],
  },
};

/** A path to probe for each parameter, with the token that may call it. */
const PATH_ROUTES: Record<string, { path: (value: string) => string; token?: () => string }> = {
  'GET /api/users/{userId}': { path: (v) => `/api/users/${v}`, token: () => member.token },
  'GET /api/users/{userId}/posts': { path: (v) => `/api/users/${v}/posts` },
  'PUT /admin/banner/{id}/toggle': {
    path: (v) => `/admin/banner/${v}/toggle`,
    token: () => admin.token,
  },
  'GET /api/organisations/{id}': { path: (v) => `/api/organisations/${v}` },
  'GET /api/organisations/{id}/needs': { path: (v) => `/api/organisations/${v}/needs` },
  'GET /api/organisations/{id}/received': { path: (v) => `/api/organisations/${v}/received` },
  'GET /api/campaigns/{id}': { path: (v) => `/api/campaigns/${v}` },
  'POST /api/needs/{id}/receipts': {
    path: (v) => `/api/needs/${v}/receipts`,
    token: () => charity.token,
  },
  'GET /api/needs/{id}/receipts': {
    path: (v) => `/api/needs/${v}/receipts`,
    token: () => charity.token,
  },
  'POST /api/admin/organisations/{id}/verify': {
    path: (v) => `/api/admin/organisations/${v}/verify`,
    token: () => admin.token,
  },
  'POST /api/admin/organisations/{id}/reject': {
    path: (v) => `/api/admin/organisations/${v}/reject`,
    token: () => admin.token,
  },
  'GET /api/donations/claims/count/{userId}': {
    path: (v) => `/api/donations/claims/count/${v}`,
    token: () => member.token,
  },
  'GET /api/donations/claims/{userId}': {
    path: (v) => `/api/donations/claims/${v}`,
    token: () => member.token,
  },
  'PUT /api/donations/claims/{claimId}/confirm': {
    path: (v) => `/api/donations/claims/${v}/confirm`,
    token: () => prober.token,
  },
  'PUT /api/donations/claims/{claimId}/decline': {
    path: (v) => `/api/donations/claims/${v}/decline`,
    token: () => prober.token,
  },
  'GET /api/feedback/{userId}': { path: (v) => `/api/feedback/${v}`, token: () => member.token },
  'DELETE /api/feedback/prompts/{userId}': {
    path: (v) => `/api/feedback/prompts/${v}`,
    token: () => member.token,
  },
  'DELETE /api/feedback/{userId}': {
    path: (v) => `/api/feedback/${v}`,
    token: () => prober.token,
  },
  'GET /uploads/{*}': { path: (v) => `/uploads/${v}` },
  'HEAD /uploads/{*}': { path: (v) => `/uploads/${v}` },
  'GET /Posting/posts/{id}': { path: (v) => `/Posting/posts/${v}`, token: () => member.token },
  'GET /api/posts/{id}/preview': { path: (v) => `/api/posts/${v}/preview` },
  'PUT /Posting/update-post/{id}': {
    path: (v) => `/Posting/update-post/${v}`,
    token: () => prober.token,
  },
  'DELETE /Posting/delete-post/{id}': {
    path: (v) => `/Posting/delete-post/${v}`,
    token: () => prober.token,
  },
  'POST /api/posts/{id}/still-available': {
    path: (v) => `/api/posts/${v}/still-available`,
    token: () => prober.token,
  },
  'GET /messages/{otherUserId}': { path: (v) => `/messages/${v}`, token: () => member.token },
  'PATCH /messages/{otherUserId}/read': {
    path: (v) => `/messages/${v}/read`,
    token: () => member.token,
  },
  'GET /events/{id}': { path: (v) => `/events/${v}` },
  'DELETE /events/{id}': { path: (v) => `/events/${v}`, token: () => admin.token },
  'POST /posts/{id}/report': { path: (v) => `/posts/${v}/report`, token: () => member.token },
  'PUT /admin/users/{id}/toggle-admin': {
    path: (v) => `/admin/users/${v}/toggle-admin`,
    token: () => admin.token,
  },
  'DELETE /admin/users/{id}': { path: (v) => `/admin/users/${v}`, token: () => admin.token },
  'PUT /admin/users/{id}/end-sessions': {
    path: (v) => `/admin/users/${v}/end-sessions`,
    token: () => admin.token,
  },
  'PUT /admin/users/{id}/suspend': {
    path: (v) => `/admin/users/${v}/suspend`,
    token: () => admin.token,
  },
  'PUT /admin/users/{id}/unsuspend': {
    path: (v) => `/admin/users/${v}/unsuspend`,
    token: () => admin.token,
  },
  'DELETE /api/users/me/sessions/{id}': {
    path: (v) => `/api/users/me/sessions/${v}`,
    token: () => prober.token,
  },
  'DELETE /admin/posts/{id}': { path: (v) => `/admin/posts/${v}`, token: () => admin.token },
  'PUT /admin/posts/{id}/approve': {
    path: (v) => `/admin/posts/${v}/approve`,
    token: () => admin.token,
  },
  'PUT /admin/contact-messages/{id}/handled': {
    path: (v) => `/admin/contact-messages/${v}/handled`,
    token: () => admin.token,
  },
  'PATCH /api/notifications/{id}/read': {
    path: (v) => `/api/notifications/${v}/read`,
    token: () => member.token,
  },
  'PUT /api/blocks/{userId}': { path: (v) => `/api/blocks/${v}`, token: () => prober.token },
  'DELETE /api/blocks/{userId}': { path: (v) => `/api/blocks/${v}`, token: () => prober.token },
  'PUT /api/wanted/{id}': { path: (v) => `/api/wanted/${v}`, token: () => prober.token },
  'PUT /api/wanted/{id}/renew': {
    path: (v) => `/api/wanted/${v}/renew`,
    token: () => prober.token,
  },
  'GET /api/users/{userId}/wanted': { path: (v) => `/api/users/${v}/wanted` },
  'DELETE /api/saved-searches/{id}': {
    path: (v) => `/api/saved-searches/${v}`,
    token: () => prober.token,
  },
  'GET /api/posts/{postId}/asks': { path: (v) => `/api/posts/${v}/asks` },
  'POST /api/posts/{postId}/asks': {
    path: (v) => `/api/posts/${v}/asks`,
    token: () => prober.token,
  },
  'DELETE /api/asks/{askId}': { path: (v) => `/api/asks/${v}`, token: () => prober.token },
  'POST /api/asks/{askId}/promise': {
    path: (v) => `/api/asks/${v}/promise`,
    token: () => prober.token,
  },
  'POST /api/asks/{askId}/withdraw-promise': {
    path: (v) => `/api/asks/${v}/withdraw-promise`,
    token: () => prober.token,
  },
  'PUT /api/asks/{askId}/times': {
    path: (v) => `/api/asks/${v}/times`,
    token: () => prober.token,
  },
  'POST /api/asks/{askId}/pick': { path: (v) => `/api/asks/${v}/pick`, token: () => prober.token },
  'POST /api/asks/{askId}/another-time': {
    path: (v) => `/api/asks/${v}/another-time`,
    token: () => prober.token,
  },
  'POST /api/asks/{askId}/outcome': {
    path: (v) => `/api/asks/${v}/outcome`,
    token: () => prober.token,
  },
  'POST /api/asks/{askId}/check-code': {
    path: (v) => `/api/asks/${v}/check-code`,
    token: () => prober.token,
  },
  'GET /api/asks/{askId}/calendar.ics': {
    path: (v) => `/api/asks/${v}/calendar.ics?lang=en`,
    token: () => prober.token,
  },
};

interface BodySchema {
  properties?: Record<string, unknown>;
  /** an optional body (the reason of an administrator's delete): the object or nothing */
  anyOf?: BodySchema[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: BodySchema }> };
}

/** The fields of a body schema, of the object itself or of the object an optional body is. */
function fieldsOf(schema: BodySchema | undefined): string[] {
  const properties =
    schema?.properties ?? schema?.anyOf?.find((option) => option.properties)?.properties;
  return Object.keys(properties ?? {});
}
let operations: { key: string; operation: Operation }[];

const inputsOf = (key: string) => operations.find((entry) => entry.key === key)?.operation;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  [member, admin, prober, keeper] = [
    await createMember(testApp),
    await createMember(testApp),
    await createMember(testApp),
    await createMember(testApp),
  ];
  await testApp.database.db
    .updateTable('users')
    .set({ is_admin: 1 })
    .where('id', '=', admin.id)
    .execute();
  const content = await sharp({
    create: { width: 12, height: 12, channels: 3, background: '#2a6' },
  })
    .jpeg()
    .toBuffer();
  photo = { name: 'tiny.jpg', type: 'image/jpeg', content };
  ownPostId = await createdPostId(testApp, member.token, postFields(), [photo]);
  othersPostId = await createdPostId(testApp, admin.token, postFields(), [photo]);
  const wanted = await post(
    testApp,
    '/api/wanted',
    { title: 'Baby cot', description: 'Any size.', category: 'Toys', region: 'Irbid' },
    member.token,
  );
  ownWantedId = wanted.json<{ wanted: { post_id: number } }>().wanted.post_id;
  charity = await createMember(testApp);
  const application = await post(
    testApp,
    '/api/organisations',
    {
      name_en: 'Zarqa Food Bank',
      name_ar: 'بنك الطعام - الزرقاء',
      kind: 'food_bank',
      registration_number: 'JO-2015-1207',
      contact_name: 'Lina Saad',
      contact_phone: '0791234570',
    },
    charity.token,
  );
  const organisationId = application.json<{ organisation: { id: number } }>().organisation.id;
  await post(testApp, `/api/admin/organisations/${organisationId}/verify`, {}, admin.token);
  const need = await post(testApp, '/api/needs', needFields(10_000), charity.token);
  ownNeedId = need.json<{ need: { post_id: number } }>().need.post_id;
  const eventForm = FORM_ROUTES['POST /events'];
  const body = multipartBody(eventForm?.fields() ?? {}, [photo]);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/events',
    headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
    payload: body.payload,
  });
  eventId = created.json<{ event_id: number }>().event_id;
  asker = await createMember(testApp);
  askedPostId = await createdPostId(testApp, admin.token, postFields(), [photo]);
  const pickups = pickupApi(testApp);
  const askFor = async () =>
    pickups.asked(asker, await createdPostId(testApp, member.token, postFields(), [photo]));
  const promised = async (relativeMayCollect = false) =>
    pickups.promised(member, (await askFor()).id, {
      windows: pickupWindows(),
      place: { kind: 'area' },
      relative_may_collect: relativeMayCollect,
    });
  asks = {
    waiting: await askFor(),
    withdrawn: await promised(),
    retimed: await promised(),
    picked: await promised(),
    answered: await promised(),
    coded: await promised(true),
  };
  // The code is the receiver's alone: read as they see their ask.
  const seen = await pickups.asksOf(asks.coded.post_id, asker);
  collectorCode = seen.json<PostAsksReply>().asks[0]?.pickup?.collector_code ?? '';
  expect(collectorCode).toMatch(/^\d{6}$/);
  const document = await testApp.app.inject({ method: 'GET', url: `${API_REFERENCE_PREFIX}/json` });
  operations = Object.entries(
    document.json<{ paths: Record<string, Record<string, Operation>> }>().paths,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

describe('hostile input, tried on every input of every route', () => {
  it('has a valid request for every route that takes input, so none is skipped', () => {
    const takingInput = operations.filter(
      ({ operation }) => operation.requestBody || (operation.parameters?.length ?? 0) > 0,
    );
    expect(takingInput.length).toBeGreaterThan(20);
    const uncovered = takingInput
      .filter(({ key, operation }) => {
        const content = Object.keys(operation.requestBody?.content ?? {});
        if (content.includes('application/json') && !JSON_ROUTES[key]) return true;
        if (content.includes('multipart/form-data') && !FORM_ROUTES[key]) return true;
        const inPath = operation.parameters?.some((parameter) => parameter.in === 'path');
        return inPath === true && !PATH_ROUTES[key];
      })
      .map(({ key }) => key);
    expect(uncovered).toEqual([]);
    expect(ownPostId).toBeGreaterThan(0);
    expect(eventId).toBeGreaterThan(0);
  });

  // Before the forms store posts titled with hostile text, which a search would then answer.
  it('the admin lists: every parameter of the query string', { timeout: 120_000 }, async () => {
    for (const path of ['/admin/users', '/admin/posts', '/admin/audit-log']) {
      const parameters = (inputsOf(`GET ${path}`)?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      expect(parameters).toContain('cursor');
      for (const name of parameters) {
        for (const hostile of HOSTILE_TEXTS) {
          await probe(
            {
              method: 'GET',
              url: `${path}?${name}=${encode(asText(hostile.value))}`,
              token: admin.token,
            },
            {
              what: `${path} ${name} = ${hostile.label}`,
              sent: asText(hostile.value),
              refusedField: hasControl(asText(hostile.value)) ? name : undefined,
            },
          );
        }
      }
    }
  });

  for (const key of Object.keys(JSON_ROUTES)) {
    it(`${key}: every field, and the body as a whole`, { timeout: 180_000 }, async () => {
      const route = JSON_ROUTES[key];
      const operation = inputsOf(key);
      if (!route || !operation) throw new Error(`${key} is not in the API reference`);
      const [method = '', path = ''] = key.split(' ');
      const url = route.url?.() ?? path;
      const fields = fieldsOf(operation.requestBody?.content['application/json']?.schema);
      expect(fields.length).toBeGreaterThan(0);
      let probes = 0;
      for (const field of fields) {
        for (const hostile of HOSTILE_VALUES) {
          const body = { ...route.body(), [field]: hostile.value };
          const reply = await probe(
            { method, url, token: route.token?.() ?? member.token, payload: JSON.stringify(body) },
            {
              what: `${field} = ${hostile.label}`,
              sent: asText(hostile.value),
              refusedField: hostile.refusedAt === undefined ? undefined : field + hostile.refusedAt,
            },
          );
          if (reply.statusCode < 300) route.accepted?.(reply, body);
          probes += 1;
        }
      }
      for (const [index, text] of HOSTILE_BODIES.entries()) {
        await probe(
          { method, url, token: route.token?.() ?? member.token, payload: text },
          { what: `body ${index}` },
        );
        probes += 1;
      }
      expect(probes).toBeGreaterThan(HOSTILE_VALUES.length);
    });
  }

  for (const key of Object.keys(FORM_ROUTES)) {
    it(`${key}: every field of the form`, { timeout: 180_000 }, async () => {
      const route = FORM_ROUTES[key];
      const operation = inputsOf(key);
      if (!route || !operation) throw new Error(`${key} is not in the API reference`);
      const [method = '', path = ''] = key.split(' ');
      const url = path.replace('{id}', String(ownPostId));
      const fields = Object.keys(
        operation.requestBody?.content['multipart/form-data']?.schema.properties ?? {},
      ).filter((field) => field !== 'images');
      expect(fields.length).toBeGreaterThan(5);
      for (const field of fields) {
        for (const hostile of HOSTILE_VALUES) {
          const form = multipartBody({ ...route.fields(), [field]: asText(hostile.value) }, [
            ...route.files(),
          ]);
          await probe(
            { method, url, token: route.token(), payload: form.payload, headers: form.headers },
            {
              what: `${field} = ${hostile.label}`,
              sent: asText(hostile.value),
              // A form's text travels as UTF-8, where an unpaired surrogate is already U+FFFD.
              refusedField: hasControl(asText(hostile.value)) ? field : undefined,
            },
          );
        }
      }
    });
  }

  it('GET /posts: every parameter of the query string', { timeout: 120_000 }, async () => {
    const parameters = (inputsOf('GET /posts')?.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    expect(parameters).toContain('q');
    for (const name of parameters) {
      for (const hostile of HOSTILE_TEXTS) {
        const value = encode(asText(hostile.value));
        await probe(
          { method: 'GET', url: `/posts?${name}=${value}` },
          {
            what: `${name} = ${hostile.label}`,
            sent: asText(hostile.value),
            // An unpaired surrogate cannot be sent in a URL at all: its bytes are invalid UTF-8.
            refusedField: hasControl(asText(hostile.value)) ? name : undefined,
          },
        );
      }
      await probe(
        { method: 'GET', url: `/posts?${name}=a&${name}=%00` },
        { what: `${name} twice`, refusedField: `${name}.1` },
      );
    }
  });

  it('every path parameter', { timeout: 120_000 }, async () => {
    for (const [key, route] of Object.entries(PATH_ROUTES)) {
      const [method = ''] = key.split(' ');
      for (const hostile of HOSTILE_TEXTS) {
        const text = asText(hostile.value);
        if (text === '' || text.trim() === '') continue;
        const name = /\{(.+?)\}/.exec(key)?.[1] ?? '';
        await probe(
          { method, url: route.path(encode(text)), token: route.token?.() },
          {
            what: `${name} = ${hostile.label}`,
            sent: text,
            refusedField: hasControl(text) ? name : undefined,
          },
        );
      }
      for (const raw of ['%', '%zz', '%C0%80', '%ED%A0%80', '%FF', '..%2F..%2Fetc%2Fpasswd']) {
        await probe({ method, url: route.path(raw), token: route.token?.() }, { what: raw });
      }
    }
  });
});

describe('a NUL in a text', () => {
  const nul = 'Sofa\u0000bed';

  async function expectRefused(request: Probe, field: string) {
    const reply = await probe(request, { what: `NUL in ${field}`, refusedField: field });
    expect(reply.json<{ message: string }>().message).toBe(
      `${field} may not contain control characters.`,
    );
  }

  it('is refused with 400 CONTROL_CHARACTERS wherever it is sent, and nothing is stored', async () => {
    await expectRefused({ method: 'GET', url: '/posts?q=Sofa%00bed' }, 'q');
    await expectRefused({ method: 'GET', url: '/posts?q=ab%00' }, 'q');
    await expectRefused(
      {
        method: 'POST',
        url: '/authentication/login',
        payload: JSON.stringify({ email: `a${nul}@example.jo`, password: 'whatever it is' }),
      },
      'email',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/contact',
        payload: JSON.stringify({ name: nul, email: 'lina@example.jo', message: 'Hello' }),
      },
      'name',
    );
    await expectRefused(
      {
        method: 'PUT',
        url: '/update-credentials',
        token: member.token,
        payload: JSON.stringify({
          username: member.username,
          email: member.email,
          phone_number: member.phone,
          location: nul,
        }),
      },
      'location',
    );
    for (const [method, url, route] of [
      ['POST', '/create_post', FORM_ROUTES['POST /create_post']],
      ['PUT', `/Posting/update-post/${ownPostId}`, FORM_ROUTES['PUT /Posting/update-post/{id}']],
      ['POST', '/events', FORM_ROUTES['POST /events']],
    ] as const) {
      if (!route) throw new Error(`no form for ${url}`);
      for (const field of ['title', 'description', 'location']) {
        const form = multipartBody({ ...route.fields(), [field]: nul }, route.files());
        await expectRefused(
          { method, url, token: route.token(), payload: form.payload, headers: form.headers },
          field,
        );
      }
    }
  });

  it('is refused inside the JSON a form field carries (a post’s features)', async () => {
    const form = multipartBody(
      { ...postFields(), features: JSON.stringify(['Furniture', `Seats${'\u0000'}six`]) },
      [photo],
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/create_post',
        token: member.token,
        payload: form.payload,
        headers: form.headers,
      },
      'features',
    );
  });
});

describe('a malformed multipart body', () => {
  const form = () => multipartBody(postFields(), [photo]);

  async function expectMalformed(payload: Buffer | string, contentType: string) {
    const reply = await probe(
      {
        method: 'POST',
        url: '/create_post',
        token: member.token,
        payload,
        headers: { 'content-type': contentType },
      },
      { what: contentType },
    );
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json(), contentType).toMatchObject({ code: 'MALFORMED_REQUEST' });
  }

  it('answers 400 MALFORMED_REQUEST without a boundary, with one that does not match, or cut short', async () => {
    const { payload, headers } = form();
    const contentType = headers['content-type'] ?? '';
    await expectMalformed(payload, 'multipart/form-data');
    await expectMalformed(payload, 'multipart/form-data; boundary=');
    await expectMalformed(payload, 'multipart/form-data; boundary=somethingelse');
    await expectMalformed(payload, `multipart/form-data; boundary=${'b'.repeat(300)}`);
    await expectMalformed(payload.subarray(0, payload.length - 40), contentType);
    await expectMalformed(payload.subarray(0, Math.floor(payload.length / 2)), contentType);
    await expectMalformed('not a form at all', contentType);
  });
});

describe('a path the router cannot read', () => {
  it('is refused in the error shape with a code of the contract, without echoing the path', async () => {
    for (const [url, status, code] of [
      ['/api/users/%zz', 400, 'MALFORMED_REQUEST'],
      ['/events/%ED%A0%80', 400, 'MALFORMED_REQUEST'],
      ['/uploads/%C0%80', 400, 'MALFORMED_REQUEST'],
      ['/%', 400, 'MALFORMED_REQUEST'],
      [`/api/users/${'9'.repeat(200)}`, 414, 'REQUEST_TOO_LARGE'],
    ] as const) {
      const reply = await probe({ method: 'GET', url }, { what: 'a path the router refuses' });
      expect(reply.statusCode, url).toBe(status);
      expect(reply.json(), url).toEqual({ message: expect.any(String), code });
      expect(reply.body, url).not.toContain(url.slice(1));
    }
  });
});
