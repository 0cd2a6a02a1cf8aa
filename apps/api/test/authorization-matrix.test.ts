import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Ask, PromiseRequest } from '@tabarru/contract/pickups';

import { createSessionTokens } from '../src/infra/tokens';
import { signUnsubscribeToken } from '../src/modules/notification-delivery/unsubscribe-links';
import {
  del,
  newSessionToken,
  post,
  put,
  registerAdmin,
  createMember,
  sessionIdOf,
  type Member,
} from './support/accounts';
import { createdPostId, jpegImage, multipartBody, postFields, storedFiles } from './support/posts';
import { answerClaim, claimNewPost } from './support/handover';
import { pickupApi, windowOn } from './support/pickups';
import { browserPushKeys } from './support/push-keys';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Every route the app registers, asked by every kind of caller, with the status each must get
 * (docs/security.md, ASVS 8.2). The routes are collected as the app registers them, so a route added
 * without a line here fails the test, and so does a line whose route is gone.
 */

/** A day a month ahead: within the days a need may ask for. */
const NEED_DAY = new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);
/** A campaign from today (tomorrow in UTC is still today or later in Amman) to NEED_DAY. */
const CAMPAIGN = {
  title_en: 'Winter warmth',
  title_ar: 'دفء الشتاء',
  text_en: 'Coats for families.',
  text_ar: 'معاطف للعائلات.',
  categories: ['Clothing'],
  starts_on: new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10),
  ends_on: NEED_DAY,
  targets: [{ region: 'Mafraq', quantity: 300 }],
};

const CALLERS = [
  'visitor',
  'member',
  'owner',
  'admin',
  'foreignKey',
  'demotedAdmin',
  'deletedMember',
] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

/** The same status for everyone, signed in or not, with a live token or a dead one. */
const everyone = (status: number): Expected =>
  Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Expected;

/** Members with a live session get `status` (or their own); the others are not signed in. */
const signedIn = (status: number, own: Partial<Expected> = {}): Expected => ({
  ...everyone(401),
  member: status,
  owner: status,
  admin: status,
  ...own,
});

/** Administrators by the database row; members are refused, dead tokens are not signed in. */
const adminsOnly = (status: number): Expected => ({
  ...everyone(401),
  member: 403,
  owner: 403,
  admin: status,
});

/** What the cases ask about: members of each kind, their tokens, and things to act on. */
interface World {
  tokens: Record<Caller, string | undefined>;
  member: Member;
  owner: Member;
  admin: Member;
  /** a new session of the owner, as a second device: its id */
  freshOwnerSession(): Promise<string>;
  /** a visible post of the owner */
  postId: number;
  /** a post of the owner that reports flagged */
  flaggedPostId: number;
  bannerId: number;
  eventId: number;
  contactMessageId: number;
  /** a notification of the owner (the claim on their post) */
  ownerNotificationId: number;
  /** a stored photo file */
  photoName: string;
  freshPost(): Promise<number>;
  /** a pending claim on a fresh post of the owner, by a member of its own */
  freshClaim(): Promise<number>;
  freshEvent(): Promise<number>;
  freshMember(): Promise<Member>;
  /** the key of the app's signed links */
  serverSecret: string;
  /** a saved search of the owner, with words no other has */
  freshSavedSearch(): Promise<number>;
  /** a wanted post of the owner */
  freshWanted(): Promise<number>;
  /** a fresh member's organisation, waiting for an administrator or verified by one */
  freshOrganisation(verified?: boolean): Promise<number>;
  /** the owner's own organisation, verified: the owner posts needs */
  ownerOrganisationId: number;
  /** a need of the owner's organisation, with items still to come in */
  freshNeed(): Promise<number>;
  /** a campaign of the owner's organisation */
  campaignId: number;
  /**
   * a waiting ask for a fresh post of the owner, by the member unless `asker` is named (a member
   * has at most ten asks waiting: the member asks only where the caller must be the asker)
   */
  freshAsk(asker?: Member): Promise<number>;
  /** the member's ask for a fresh post of the owner, promised by the owner: as the owner sees it */
  freshPromise(relativeMayCollect?: boolean): Promise<Ask>;
  /** a promise of the owner's whose time the member picked: as the member sees it */
  freshAgreedPickup(relativeMayCollect?: boolean): Promise<Ask>;
}

interface RouteCase {
  /** the request of one caller; routes that use something up get a fresh one each time */
  request(world: World): InjectOptions | Promise<InjectOptions>;
  expected: Expected;
  /**
   * the route ends the caller's own session: callers with a live one ask from a new session
   * of theirs, so the rest of the matrix keeps its tokens
   */
  endsCallerSession?: true;
}

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload && { payload }),
});

async function multipart(
  method: InjectOptions['method'],
  url: string,
  fields: Record<string, string>,
  hue: number,
): Promise<InjectOptions> {
  const body = multipartBody(fields, [await jpegImage(hue)]);
  return { method, url, headers: body.headers, payload: body.payload };
}

const eventFields = {
  title: 'Clothes swap',
  description: 'Bring what you no longer wear.',
  owner_name: 'Irbid youth club',
  location: 'Irbid',
  event_date: '2999-01-01',
  start_time: '10:00',
  end_time: '13:00',
};

let photoHue = 1000;

/** A time to collect tomorrow, at the donor's area. */
const pickupTerms = (relativeMayCollect = false): PromiseRequest => ({
  windows: [windowOn(Date.now(), 1, '17:00', '18:00')],
  place: { kind: 'area' },
  relative_may_collect: relativeMayCollect,
});
let pushDevice = 0;

/** A browser's subscription of a device never seen before. */
function pushSubscription() {
  pushDevice += 1;
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${pushDevice}`,
    keys: browserPushKeys(pushDevice),
  };
}

/** A fresh unsubscribe link of the owner's, as an email carries it. */
function unsubscribeToken(world: World): string {
  const token = signUnsubscribeToken(
    world.serverSecret,
    { memberId: world.owner.id, kind: 'search_match', channel: 'email' },
    Date.now(),
  );
  return encodeURIComponent(token);
}

/** Keyed by method and the path as registered. HEAD follows GET unless listed itself. */
const ROUTES: Record<string, RouteCase> = {
  // The API reference is public.
  'GET /docs': { request: () => json('GET', '/docs'), expected: everyone(200) },
  'HEAD /docs/': { request: () => json('HEAD', '/docs/'), expected: everyone(200) },
  'GET /docs/static/index.html': {
    request: () => json('GET', '/docs/static/index.html'),
    expected: everyone(302),
  },
  'GET /docs/static/swagger-initializer.js': {
    request: () => json('GET', '/docs/static/swagger-initializer.js'),
    expected: everyone(200),
  },
  'GET /docs/static/*': {
    request: () => json('GET', '/docs/static/swagger-ui.css'),
    expected: everyone(200),
  },
  'GET /docs/json': { request: () => json('GET', '/docs/json'), expected: everyone(200) },
  'GET /docs/yaml': { request: () => json('GET', '/docs/yaml'), expected: everyone(200) },
  'GET /health': { request: () => json('GET', '/health'), expected: everyone(200) },
  'GET /': { request: () => json('GET', '/'), expected: everyone(200) },
  // The CORS preflight of any path, answered before anything else.
  'OPTIONS *': {
    request: () => ({
      method: 'OPTIONS',
      url: '/admin/users',
      headers: { origin: 'http://web.test', 'access-control-request-method': 'GET' },
    }),
    expected: everyone(204),
  },

  // Browsers report what the web app's policy refused, whoever is signed in on the page.
  'POST /api/csp-reports': {
    request: () => ({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src-elem' } }),
    }),
    expected: everyone(204),
  },

  // Open forms: anyone reaches their validation (an empty body is a 400, not a 401).
  'POST /contact': { request: () => json('POST', '/contact', {}), expected: everyone(400) },
  'POST /api/users/check-phone': {
    request: () => json('POST', '/api/users/check-phone', {}),
    expected: everyone(400),
  },
  'POST /api/verify/send': {
    request: () => json('POST', '/api/verify/send', {}),
    expected: everyone(400),
  },
  'POST /api/verify/check': {
    request: () => json('POST', '/api/verify/check', {}),
    expected: everyone(400),
  },
  'POST /authentication/registration': {
    request: () => json('POST', '/authentication/registration', {}),
    expected: everyone(400),
  },
  'POST /authentication/login': {
    request: () => json('POST', '/authentication/login', {}),
    expected: everyone(400),
  },
  'POST /forgot-password': {
    request: () => json('POST', '/forgot-password', {}),
    expected: everyone(400),
  },
  'POST /reset-password': {
    request: () => json('POST', '/reset-password', {}),
    expected: everyone(400),
  },
  'POST /authentication/verify': {
    request: () => json('POST', '/authentication/verify'),
    expected: signedIn(200),
  },
  'POST /authentication/logout': {
    request: () => json('POST', '/authentication/logout'),
    expected: signedIn(200),
    endsCallerSession: true,
  },
  // The second sign-in step: a made-up challenge is no sign-in, whoever sends it.
  'POST /authentication/login/second-step': {
    request: () =>
      json('POST', '/authentication/login/second-step', { challenge: 'made-up', code: '123456' }),
    expected: everyone(401),
  },

  // Each member's signed-in devices: their own only.
  'GET /api/users/me/sessions': {
    request: () => json('GET', '/api/users/me/sessions'),
    expected: signedIn(200),
  },
  'DELETE /api/users/me/sessions/:id': {
    request: async (world) =>
      json('DELETE', `/api/users/me/sessions/${await world.freshOwnerSession()}`),
    expected: signedIn(404, { owner: 200 }),
  },
  'POST /api/users/me/sessions/sign-out-others': {
    request: () => json('POST', '/api/users/me/sessions/sign-out-others'),
    expected: signedIn(200),
  },
  'PUT /admin/users/:id/end-sessions': {
    request: async (world) =>
      json('PUT', `/admin/users/${(await world.freshMember()).id}/end-sessions`),
    expected: adminsOnly(200),
  },
  'PUT /admin/users/:id/suspend': {
    request: async (world) =>
      json('PUT', `/admin/users/${(await world.freshMember()).id}/suspend`, { reason: 'Spam' }),
    expected: adminsOnly(200),
  },
  'PUT /admin/users/:id/unsuspend': {
    request: async (world) =>
      json('PUT', `/admin/users/${(await world.freshMember()).id}/unsuspend`),
    expected: adminsOnly(200),
  },

  // The second step of each member's own account.
  'GET /api/users/me/two-factor': {
    request: () => json('GET', '/api/users/me/two-factor'),
    expected: signedIn(200),
  },
  'POST /api/users/me/two-factor/setup': {
    request: () => json('POST', '/api/users/me/two-factor/setup'),
    expected: signedIn(200),
  },
  'POST /api/users/me/two-factor/enable': {
    request: () => json('POST', '/api/users/me/two-factor/enable', { code: '000000' }),
    expected: signedIn(400),
  },
  'POST /api/users/me/two-factor/disable': {
    request: () => json('POST', '/api/users/me/two-factor/disable', { password: 'not it' }),
    expected: signedIn(400),
  },
  'POST /api/users/me/two-factor/recovery-codes': {
    request: () => json('POST', '/api/users/me/two-factor/recovery-codes', { password: 'not it' }),
    expected: signedIn(400),
  },

  // The links of an email change need no sign-in: a made-up one is refused for everyone.
  'POST /api/email-change/confirm': {
    request: () => json('POST', '/api/email-change/confirm', { token: 'made-up' }),
    expected: everyone(400),
  },
  'POST /api/email-change/undo': {
    request: () => json('POST', '/api/email-change/undo', { token: 'made-up' }),
    expected: everyone(400),
  },

  // Accounts and profiles.
  'GET /profile': { request: () => json('GET', '/profile'), expected: signedIn(200) },
  'GET /Posting/': { request: () => json('GET', '/Posting/'), expected: signedIn(200) },
  'PUT /update-credentials': {
    request: () => json('PUT', '/update-credentials', {}),
    expected: signedIn(400),
  },
  'PUT /change-password': {
    request: () => json('PUT', '/change-password', {}),
    expected: signedIn(400),
  },
  'PUT /api/users/me/home-place': {
    request: () => json('PUT', '/api/users/me/home-place', { place: 'amman-khalda' }),
    expected: signedIn(200),
  },
  'GET /api/users/:userId': {
    request: (world) => json('GET', `/api/users/${world.owner.id}`),
    expected: everyone(200),
  },
  'GET /api/users/:userId/posts': {
    request: (world) => json('GET', `/api/users/${world.owner.id}/posts`),
    expected: everyone(200),
  },
  // A member's own data and account: nobody else's, administrators included.
  'GET /api/users/me/export': {
    request: () => json('GET', '/api/users/me/export'),
    expected: signedIn(200),
  },
  'DELETE /api/users/me': {
    // A wrong password: the right one would end the caller's account for the rest of the run.
    request: () => json('DELETE', '/api/users/me', { password: 'not the password at all' }),
    expected: signedIn(403),
  },

  // Blocking, each member's own (a fresh member each time, so nothing else is blocked).
  'GET /api/blocks': { request: () => json('GET', '/api/blocks'), expected: signedIn(200) },
  'PUT /api/blocks/:userId': {
    request: async (world) => json('PUT', `/api/blocks/${(await world.freshMember()).id}`),
    expected: signedIn(200),
  },
  'DELETE /api/blocks/:userId': {
    request: async (world) => json('DELETE', `/api/blocks/${(await world.freshMember()).id}`),
    expected: signedIn(200),
  },

  // Notifications, each member's own.
  'GET /api/notifications': {
    request: () => json('GET', '/api/notifications'),
    expected: signedIn(200),
  },
  'GET /api/notifications/unread-count': {
    request: () => json('GET', '/api/notifications/unread-count'),
    expected: signedIn(200),
  },
  'PATCH /api/notifications/:id/read': {
    request: (world) => json('PATCH', `/api/notifications/${world.ownerNotificationId}/read`),
    expected: signedIn(404, { owner: 200 }),
  },
  'POST /api/notifications/read-all': {
    request: () => json('POST', '/api/notifications/read-all'),
    expected: signedIn(200),
  },

  // How notifications reach a member: their choices, their devices, the links of emails.
  'GET /api/notifications/preferences': {
    request: () => json('GET', '/api/notifications/preferences'),
    expected: signedIn(200),
  },
  'PATCH /api/notifications/preferences': {
    request: () => json('PATCH', '/api/notifications/preferences', { night: true }),
    expected: signedIn(200),
  },
  'GET /api/push/public-key': {
    request: () => json('GET', '/api/push/public-key'),
    expected: everyone(200),
  },
  'POST /api/push/subscriptions': {
    request: () => json('POST', '/api/push/subscriptions', pushSubscription()),
    expected: signedIn(201),
  },
  'DELETE /api/push/subscriptions': {
    request: () =>
      json('DELETE', '/api/push/subscriptions', { endpoint: pushSubscription().endpoint }),
    expected: signedIn(200),
  },
  // An email's unsubscribe link needs no session: the signed token is the permission.
  'GET /api/unsubscribe': {
    request: (world) => json('GET', `/api/unsubscribe?token=${unsubscribeToken(world)}`),
    expected: everyone(303),
  },
  'GET /api/unsubscribe/link': {
    request: (world) => json('GET', `/api/unsubscribe/link?token=${unsubscribeToken(world)}`),
    expected: everyone(200),
  },
  'POST /api/unsubscribe': {
    request: (world) => json('POST', `/api/unsubscribe?token=${unsubscribeToken(world)}`, {}),
    expected: everyone(200),
  },

  // Saved searches, each member's own: another's is missing to them.
  'GET /api/saved-searches': {
    request: () => json('GET', '/api/saved-searches'),
    expected: signedIn(200),
  },
  'POST /api/saved-searches': {
    request: () => json('POST', '/api/saved-searches', { q: 'lamp', region: 'Irbid' }),
    expected: signedIn(201),
  },
  'DELETE /api/saved-searches/:id': {
    request: async (world) =>
      json('DELETE', `/api/saved-searches/${await world.freshSavedSearch()}`),
    expected: signedIn(404, { owner: 200 }),
  },

  // Wanted posts: anyone reads a member's, members post them, the owner edits and renews theirs.
  'POST /api/wanted': {
    request: () =>
      json('POST', '/api/wanted', {
        title: 'Winter coat',
        description: 'Size 8.',
        category: 'Clothing',
        region: 'Zarqa',
      }),
    expected: signedIn(201),
  },
  'PUT /api/wanted/:id': {
    request: async (world) =>
      json('PUT', `/api/wanted/${await world.freshWanted()}`, {
        title: 'Winter coat, size 10',
        description: 'Any colour.',
        category: 'Clothing',
        region: 'Zarqa',
      }),
    expected: signedIn(200, { member: 403, admin: 403 }),
  },
  'PUT /api/wanted/:id/renew': {
    request: async (world) => json('PUT', `/api/wanted/${await world.freshWanted()}/renew`),
    expected: signedIn(200, { member: 403, admin: 403 }),
  },
  'GET /api/users/:userId/wanted': {
    request: (world) => json('GET', `/api/users/${world.owner.id}/wanted`),
    expected: everyone(200),
  },

  // Organisations: any member applies for their own account, once; anyone reads a verified
  // one; administrators alone list and decide the applications.
  'POST /api/organisations': {
    request: () =>
      json('POST', '/api/organisations', {
        name_en: 'Irbid School Uniforms',
        name_ar: 'زي مدارس إربد',
        kind: 'school',
        registration_number: 'JO-2020-7781',
        contact_name: 'Huda Saleh',
        contact_phone: '0791234568',
      }),
    // The owner's account is an organisation's already.
    expected: signedIn(201, { owner: 409 }),
  },
  'GET /api/organisations/mine': {
    request: () => json('GET', '/api/organisations/mine'),
    expected: signedIn(200),
  },
  'GET /api/organisations/:id': {
    request: async (world) =>
      json('GET', `/api/organisations/${await world.freshOrganisation(true)}`),
    expected: everyone(200),
  },
  'GET /api/admin/organisations': {
    request: () => json('GET', '/api/admin/organisations'),
    expected: adminsOnly(200),
  },
  'POST /api/admin/organisations/:id/verify': {
    request: async (world) =>
      json('POST', `/api/admin/organisations/${await world.freshOrganisation()}/verify`),
    expected: adminsOnly(200),
  },
  'POST /api/admin/organisations/:id/reject': {
    request: async (world) =>
      json('POST', `/api/admin/organisations/${await world.freshOrganisation()}/reject`),
    expected: adminsOnly(200),
  },

  // Needs: a verified organisation (the owner's) alone posts them and records what came in;
  // anyone reads an organisation's open needs.
  'POST /api/needs': {
    request: () =>
      json('POST', '/api/needs', {
        title: 'Winter coats',
        description: 'Ages 4 to 12.',
        category: 'Clothing',
        region: 'Mafraq',
        quantity: 40,
        deadline: NEED_DAY,
      }),
    expected: signedIn(403, { owner: 201 }),
  },
  'POST /api/needs/:id/receipts': {
    request: async (world) =>
      json('POST', `/api/needs/${await world.freshNeed()}/receipts`, {
        quantity: 2,
        way: 'drop_off',
      }),
    expected: signedIn(403, { owner: 201 }),
  },
  'GET /api/needs/:id/receipts': {
    request: async (world) => json('GET', `/api/needs/${await world.freshNeed()}/receipts`),
    expected: signedIn(403, { owner: 200 }),
  },
  'PUT /api/organisations/mine/drop-off-points': {
    request: () =>
      json('PUT', '/api/organisations/mine/drop-off-points', {
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
    expected: signedIn(403, { owner: 200 }),
  },
  'GET /api/organisations': {
    request: () => json('GET', '/api/organisations?category=Clothing&place=amman-khalda'),
    expected: everyone(200),
  },
  'GET /api/organisations/:id/needs': {
    request: (world) => json('GET', `/api/organisations/${world.ownerOrganisationId}/needs`),
    expected: everyone(200),
  },
  'GET /api/organisations/:id/received': {
    request: (world) => json('GET', `/api/organisations/${world.ownerOrganisationId}/received`),
    expected: everyone(200),
  },

  // Campaigns: a verified organisation (the owner's) runs its own, administrators the site's;
  // anyone reads them.
  'POST /api/campaigns': {
    request: () => json('POST', '/api/campaigns', CAMPAIGN),
    expected: signedIn(403, { owner: 201 }),
  },
  'POST /api/admin/campaigns': {
    request: () => json('POST', '/api/admin/campaigns', CAMPAIGN),
    expected: adminsOnly(201),
  },
  'GET /api/campaigns': { request: () => json('GET', '/api/campaigns'), expected: everyone(200) },
  'GET /api/campaigns/:id': {
    request: (world) => json('GET', `/api/campaigns/${world.campaignId}`),
    expected: everyone(200),
  },

  // The banner.
  'GET /banner': { request: () => json('GET', '/banner'), expected: everyone(200) },
  'GET /admin/banners': { request: () => json('GET', '/admin/banners'), expected: adminsOnly(200) },
  'POST /admin/banner': {
    request: () => json('POST', '/admin/banner', { content: 'Friday', isActive: false }),
    expected: adminsOnly(201),
  },
  'PUT /admin/banner/:id/toggle': {
    request: (world) => json('PUT', `/admin/banner/${world.bannerId}/toggle`),
    expected: adminsOnly(200),
  },

  // Claims and counts.
  'POST /api/donations/claims': {
    request: (world) => json('POST', '/api/donations/claims', { post_id: world.postId }),
    expected: signedIn(201, { owner: 400 }),
  },
  'GET /api/donations/claims/count/:userId': {
    // A member's claims and counts are theirs alone, administrators included.
    request: (world) => json('GET', `/api/donations/claims/count/${world.owner.id}`),
    expected: signedIn(200, { member: 403, admin: 403 }),
  },
  'GET /api/donations/claims/:userId': {
    request: (world) => json('GET', `/api/donations/claims/${world.owner.id}`),
    expected: signedIn(200, { member: 403, admin: 403 }),
  },
  'PUT /api/donations/claims/:claimId/confirm': {
    request: async (world) =>
      json('PUT', `/api/donations/claims/${await world.freshClaim()}/confirm`),
    expected: signedIn(200, { member: 403, admin: 403 }),
  },
  'PUT /api/donations/claims/:claimId/decline': {
    request: async (world) =>
      json('PUT', `/api/donations/claims/${await world.freshClaim()}/decline`),
    expected: signedIn(200, { member: 403, admin: 403 }),
  },
  'GET /api/donations/requests': {
    request: () => json('GET', '/api/donations/requests'),
    expected: signedIn(200),
  },
  'PUT /api/donations/requests/seen': {
    request: () => json('PUT', '/api/donations/requests/seen', { claim_ids: [999_999] }),
    expected: signedIn(200),
  },

  // Asks for the owner's items: anyone learns how many asked; the asker withdraws and picks a
  // time, the donor promises, offers times and checks a relative's code, either of the two asks
  // for another; to anyone else the ask is missing, administrators included.
  'GET /api/posts/:postId/asks': {
    request: (world) => json('GET', `/api/posts/${world.postId}/asks`),
    expected: everyone(200),
  },
  'POST /api/posts/:postId/asks': {
    request: async (world) =>
      json('POST', `/api/posts/${await world.freshPost()}/asks`, { note: 'I can come today' }),
    expected: signedIn(201, { owner: 400 }),
  },
  'GET /api/asks': { request: () => json('GET', '/api/asks'), expected: signedIn(200) },
  'DELETE /api/asks/:askId': {
    request: async (world) => json('DELETE', `/api/asks/${await world.freshAsk()}`),
    expected: signedIn(200, { owner: 403, admin: 404 }),
  },
  'POST /api/asks/:askId/promise': {
    // Asked by a fresh member each time: a member who is neither of the two is refused too.
    request: async (world) =>
      json(
        'POST',
        `/api/asks/${await world.freshAsk(await world.freshMember())}/promise`,
        pickupTerms(),
      ),
    expected: signedIn(404, { owner: 200 }),
  },
  'POST /api/asks/:askId/withdraw-promise': {
    request: async (world) =>
      json('POST', `/api/asks/${(await world.freshPromise()).id}/withdraw-promise`, {
        reason: 'My sister needs it after all.',
      }),
    expected: signedIn(404, { owner: 200, member: 403 }),
  },
  'PUT /api/asks/:askId/times': {
    request: async (world) => {
      const { windows } = pickupTerms();
      return json('PUT', `/api/asks/${(await world.freshPromise()).id}/times`, {
        windows,
        place: { kind: 'meeting_point', meeting_point: 'Abdali Mall, main gate' },
      });
    },
    expected: signedIn(404, { owner: 200, member: 403 }),
  },
  'POST /api/asks/:askId/pick': {
    request: async (world) => {
      const promised = await world.freshPromise();
      return json('POST', `/api/asks/${promised.id}/pick`, {
        window_id: promised.pickup?.windows[0]?.id,
      });
    },
    expected: signedIn(200, { owner: 403, admin: 404 }),
  },
  'POST /api/asks/:askId/another-time': {
    request: async (world) =>
      json('POST', `/api/asks/${(await world.freshPromise()).id}/another-time`),
    expected: signedIn(200, { admin: 404 }),
  },
  'POST /api/asks/:askId/outcome': {
    // "Another time" may be answered at any time; the others once the agreed time began.
    request: async (world) =>
      json('POST', `/api/asks/${(await world.freshPromise()).id}/outcome`, {
        outcome: 'another_time',
      }),
    expected: signedIn(200, { admin: 404 }),
  },
  'POST /api/asks/:askId/check-code': {
    // The right code, which only the member was given.
    request: async (world) => {
      const agreed = await world.freshAgreedPickup(true);
      return json('POST', `/api/asks/${agreed.id}/check-code`, {
        code: agreed.pickup?.collector_code,
      });
    },
    expected: signedIn(404, { owner: 200, member: 403 }),
  },
  'GET /api/asks/:askId/calendar.ics': {
    request: async (world) =>
      json('GET', `/api/asks/${(await world.freshAgreedPickup()).id}/calendar.ics?lang=en`),
    expected: signedIn(200, { admin: 404 }),
  },

  // Feedback between members who had a handover (the member with the owner).
  'GET /api/feedback/:userId': {
    request: (world) => json('GET', `/api/feedback/${world.owner.id}`),
    expected: everyone(200),
  },
  'POST /api/feedback': {
    request: (world) =>
      json('POST', '/api/feedback', { receiver_id: world.owner.id, rating: 4, comment: 'Kind' }),
    // The owner cannot rate themself; the administrator had no handover with the owner.
    expected: signedIn(201, { owner: 400, admin: 403 }),
  },
  'DELETE /api/feedback/:userId': {
    // Run before POST (in key order): nobody has rated the owner yet.
    request: (world) => json('DELETE', `/api/feedback/${world.owner.id}`),
    expected: signedIn(404),
  },
  // The prompts to rate after a handover are each member's own.
  'GET /api/feedback/prompts': {
    request: () => json('GET', '/api/feedback/prompts'),
    expected: signedIn(200),
  },
  'DELETE /api/feedback/prompts/:userId': {
    request: (world) => json('DELETE', `/api/feedback/prompts/${world.owner.id}`),
    expected: signedIn(200, { owner: 400 }),
  },
  'GET /messages/unread/count': {
    request: () => json('GET', '/messages/unread/count'),
    expected: signedIn(200),
  },

  // Direct messages, each member's own (to the owner, who cannot write to themself), about the
  // owner's item.
  'POST /messages': {
    request: (world) =>
      json('POST', '/messages', {
        receiver_id: world.owner.id,
        content: 'Hi',
        post_id: world.postId,
      }),
    expected: signedIn(201, { owner: 400 }),
  },
  'GET /messages/contacts': {
    request: () => json('GET', '/messages/contacts'),
    expected: signedIn(200),
  },
  'GET /messages/:otherUserId': {
    request: (world) => json('GET', `/messages/${world.owner.id}`),
    expected: signedIn(200, { owner: 400 }),
  },
  'PATCH /messages/:otherUserId/read': {
    request: (world) => json('PATCH', `/messages/${world.owner.id}/read`),
    expected: signedIn(200, { owner: 400 }),
  },

  // Posts and their photos.
  'GET /uploads/*': {
    request: (world) => json('GET', `/uploads/${world.photoName}`),
    expected: everyone(200),
  },
  'POST /create_post': {
    request: () => multipart('POST', '/create_post', postFields(), (photoHue += 1)),
    expected: signedIn(201),
  },
  'GET /posts': { request: () => json('GET', '/posts'), expected: everyone(200) },
  'GET /Posting/posts/:id': {
    // A flagged post: its owner and administrators see it, other members do not.
    request: (world) => json('GET', `/Posting/posts/${world.flaggedPostId}`),
    expected: signedIn(200, { member: 404 }),
  },
  // What visitors see of a post from a shared link: the same for everyone, a session or not.
  'GET /api/posts/:id/preview': {
    request: (world) => json('GET', `/api/posts/${world.postId}/preview`),
    expected: everyone(200),
  },
  'PUT /Posting/update-post/:id': {
    request: async (world) =>
      multipart('PUT', `/Posting/update-post/${world.postId}`, postFields(), (photoHue += 1)),
    expected: signedIn(200, { member: 403, admin: 403 }),
  },
  'DELETE /Posting/delete-post/:id': {
    request: async (world) => json('DELETE', `/Posting/delete-post/${await world.freshPost()}`),
    expected: signedIn(200, { member: 403, admin: 403 }),
  },
  'GET /Posting/my-posts': {
    request: () => json('GET', '/Posting/my-posts'),
    expected: signedIn(200),
  },
  // "Still available?" (and a renewal) is its donor's answer alone, administrators included.
  'POST /api/posts/:id/still-available': {
    request: async (world) =>
      json('POST', `/api/posts/${await world.freshPost()}/still-available`, { answer: 'yes' }),
    expected: signedIn(403, { owner: 200 }),
  },
  'POST /posts/:id/report': {
    request: async (world) =>
      json('POST', `/posts/${await world.freshPost()}/report`, { reason: 'spam' }),
    expected: signedIn(200, { owner: 400 }),
  },

  // Events and statistics.
  'GET /events': { request: () => json('GET', '/events'), expected: everyone(200) },
  'GET /events/:id': {
    request: (world) => json('GET', `/events/${world.eventId}`),
    expected: everyone(200),
  },
  'POST /events': {
    request: () => multipart('POST', '/events', eventFields, (photoHue += 1)),
    expected: adminsOnly(201),
  },
  'DELETE /events/:id': {
    request: async (world) => json('DELETE', `/events/${await world.freshEvent()}`),
    expected: adminsOnly(200),
  },
  'GET /api/stats/counts': {
    request: () => json('GET', '/api/stats/counts'),
    expected: everyone(200),
  },
  'GET /api/stats/impact': {
    request: () => json('GET', '/api/stats/impact'),
    expected: everyone(200),
  },

  // The admin area.
  'GET /api/admin/overview': {
    request: () => json('GET', '/api/admin/overview'),
    expected: adminsOnly(200),
  },
  'GET /admin/users': { request: () => json('GET', '/admin/users'), expected: adminsOnly(200) },
  'PUT /admin/users/:id/toggle-admin': {
    request: async (world) =>
      json('PUT', `/admin/users/${(await world.freshMember()).id}/toggle-admin`),
    expected: adminsOnly(200),
  },
  'DELETE /admin/users/:id': {
    request: async (world) => json('DELETE', `/admin/users/${(await world.freshMember()).id}`),
    expected: adminsOnly(200),
  },
  'GET /admin/posts': { request: () => json('GET', '/admin/posts'), expected: adminsOnly(200) },
  'DELETE /admin/posts/:id': {
    request: async (world) => json('DELETE', `/admin/posts/${await world.freshPost()}`),
    expected: adminsOnly(200),
  },
  'GET /admin/flagged-posts': {
    request: () => json('GET', '/admin/flagged-posts'),
    expected: adminsOnly(200),
  },
  'PUT /admin/posts/:id/approve': {
    request: (world) => json('PUT', `/admin/posts/${world.flaggedPostId}/approve`),
    expected: adminsOnly(200),
  },
  'GET /admin/contact-messages': {
    request: () => json('GET', '/admin/contact-messages'),
    expected: adminsOnly(200),
  },
  'PUT /admin/contact-messages/:id/handled': {
    request: (world) =>
      json('PUT', `/admin/contact-messages/${world.contactMessageId}/handled`, { handled: true }),
    expected: adminsOnly(200),
  },
  'GET /admin/audit-log': {
    request: () => json('GET', '/admin/audit-log'),
    expected: adminsOnly(200),
  },
};

/** The case of a registered route: its own, or for HEAD the one of its GET. */
function caseOf(key: string): RouteCase | undefined {
  const own = ROUTES[key];
  if (own) return own;
  const [method, path] = key.split(' ');
  if (method !== 'HEAD') return undefined;
  const get = ROUTES[`GET ${path}`];
  return (
    get && {
      request: async (world) => ({ ...(await get.request(world)), method: 'HEAD' }),
      expected: get.expected,
    }
  );
}

describe('the authorization matrix', () => {
  let testApp: TestApp;
  const registered = new Set<string>();
  let world: World;

  beforeAll(async () => {
    testApp = await createTestApp(
      { RATE_LIMITS: 'off' },
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
        },
      },
    );
    const admin = await registerAdmin(testApp);
    const owner = await createMember(testApp);
    const member = await createMember(testApp);
    /** The applicant's organisation, verified by the administrator when `verified`. */
    const organisationOf = async (applicant: Member, verified: boolean) => {
      const applied = await post(
        testApp,
        '/api/organisations',
        {
          name_en: 'Salt Church Committee',
          name_ar: 'لجنة كنيسة السلط',
          kind: 'church_committee',
          registration_number: 'JO-1998-0042',
          contact_name: 'Maha Nasser',
          contact_phone: '0771234567',
        },
        applicant.token,
      );
      const { id } = applied.json<{ organisation: { id: number } }>().organisation;
      if (verified) await post(testApp, `/api/admin/organisations/${id}/verify`, {}, admin.token);
      return id;
    };
    const ownerOrganisationId = await organisationOf(owner, true);
    const asAdmin = (options: InjectOptions) =>
      testApp.app.inject({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${admin.token}` },
      });

    // Signed by another key, naming the administrator: a forgery.
    const { tv } = await testApp.database.db
      .selectFrom('users')
      .select('token_version as tv')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    const foreignKey = await createSessionTokens('another-secret-that-is-long-enough-too!').issue({
      id: admin.id,
      username: admin.username,
      isAdmin: true,
      tokenVersion: tv,
      sessionId: sessionIdOf(admin.token),
    });

    // Promoted, signed in as an administrator, then demoted: that token.
    const demoted = await createMember(testApp);
    expect(
      (await put(testApp, `/admin/users/${demoted.id}/toggle-admin`, {}, admin.token)).statusCode,
    ).toBe(200);
    const signIn = await post(testApp, '/authentication/login', {
      email: demoted.email,
      password: demoted.password,
    });
    const demotedToken = signIn.json<{ jwtToken: string }>().jwtToken;
    expect(
      (await put(testApp, `/admin/users/${demoted.id}/toggle-admin`, {}, admin.token)).statusCode,
    ).toBe(200);

    const deleted = await createMember(testApp);
    expect((await del(testApp, `/admin/users/${deleted.id}`, admin.token)).statusCode).toBe(200);

    const postId = await createdPostId(testApp, owner.token);
    // A handover from the owner to the member, so the member may rate the owner.
    const { claimId } = await claimNewPost(testApp, owner, member);
    expect((await answerClaim(testApp, claimId, 'confirm', owner)).statusCode).toBe(200);
    const flaggedPostId = await createdPostId(testApp, owner.token);
    await testApp.database.db
      .updateTable('posts')
      .set({ moderation_status: 'flagged' })
      .where('id', '=', flaggedPostId)
      .execute();
    const banner = await asAdmin(
      json('POST', '/admin/banner', { content: 'Hello', isActive: false }),
    );
    const event = await asAdmin(await multipart('POST', '/events', eventFields, 1));
    expect(
      (await post(testApp, '/contact', { name: 'Lina', email: 'lina@example.jo', message: 'Hi' }))
        .statusCode,
    ).toBe(201);
    const contact = await testApp.database.db
      .selectFrom('contact_messages')
      .select('id')
      .executeTakeFirstOrThrow();
    const [photoName = ''] = await storedFiles(testApp);
    const pickups = pickupApi(testApp);
    const freshAsk = async (asker = member) =>
      (await pickups.asked(asker, await createdPostId(testApp, owner.token))).id;
    const freshPromise = async (relativeMayCollect = false) =>
      pickups.promised(owner, await freshAsk(), pickupTerms(relativeMayCollect));
    const ownerNotification = await testApp.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();

    world = {
      tokens: {
        visitor: undefined,
        member: member.token,
        owner: owner.token,
        admin: admin.token,
        foreignKey,
        demotedAdmin: demotedToken,
        deletedMember: deleted.token,
      },
      member,
      owner,
      admin,
      freshOwnerSession: async () =>
        sessionIdOf(await newSessionToken(testApp, await rowOf(owner))),
      postId,
      flaggedPostId,
      bannerId: banner.json<{ banner: { id: number } }>().banner.id,
      eventId: event.json<{ event_id: number }>().event_id,
      contactMessageId: contact.id,
      ownerNotificationId: ownerNotification.id,
      photoName,
      freshPost: () => createdPostId(testApp, owner.token),
      freshClaim: async () =>
        (await claimNewPost(testApp, owner, await createMember(testApp))).claimId,
      freshEvent: async () =>
        (await asAdmin(await multipart('POST', '/events', eventFields, (photoHue += 1)))).json<{
          event_id: number;
        }>().event_id,
      freshMember: () => createMember(testApp),
      serverSecret: testApp.serverSecret,
      freshSavedSearch: async () =>
        (
          await post(testApp, '/api/saved-searches', { q: `lamp${(photoHue += 1)}` }, owner.token)
        ).json<{ savedSearch: { id: number } }>().savedSearch.id,
      freshWanted: async () =>
        (
          await post(
            testApp,
            '/api/wanted',
            { title: 'Baby cot', description: 'Any size.', category: 'Toys', region: 'Amman' },
            owner.token,
          )
        ).json<{ wanted: { post_id: number } }>().wanted.post_id,
      freshOrganisation: async (verified = false) =>
        organisationOf(await createMember(testApp), verified),
      ownerOrganisationId,
      freshNeed: async () =>
        (
          await post(
            testApp,
            '/api/needs',
            {
              title: 'School bags',
              description: 'For grade one.',
              category: 'Books',
              region: 'Irbid',
              quantity: 100,
              deadline: NEED_DAY,
            },
            owner.token,
          )
        ).json<{ need: { post_id: number } }>().need.post_id,
      campaignId: (await post(testApp, '/api/campaigns', CAMPAIGN, owner.token)).json<{
        campaign: { id: number };
      }>().campaign.id,
      freshAsk,
      freshPromise,
      freshAgreedPickup: async (relativeMayCollect) =>
        pickups.picked(member, await freshPromise(relativeMayCollect)),
    };
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('has a case for every route the app registers, and no case for a route it does not', () => {
    expect(registered.size).toBeGreaterThan(40);
    expect([...registered].filter((key) => !caseOf(key)).sort()).toEqual([]);
    expect(
      Object.keys(ROUTES)
        .filter((key) => !registered.has(key))
        .sort(),
    ).toEqual([]);
  });

  /** The token a caller asks with: a new session of theirs when the route would end it. */
  async function tokenOf(caller: Caller, routeCase: RouteCase): Promise<string | undefined> {
    const live = { member: world.member, owner: world.owner, admin: world.admin } as const;
    if (!routeCase.endsCallerSession || !(caller in live)) return world.tokens[caller];
    return newSessionToken(testApp, await rowOf(live[caller as keyof typeof live]));
  }

  async function rowOf(member: Member) {
    return testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
  }

  it('answers every caller of every route as expected', async () => {
    const mismatches: string[] = [];
    for (const key of [...registered].sort()) {
      const routeCase = caseOf(key);
      if (!routeCase) continue;
      for (const caller of CALLERS) {
        const options = await routeCase.request(world);
        const token = await tokenOf(caller, routeCase);
        const reply = await testApp.app.inject({
          ...options,
          headers: { ...options.headers, ...(token && { authorization: `Bearer ${token}` }) },
        });
        if (reply.statusCode !== routeCase.expected[caller]) {
          mismatches.push(
            `${key} as ${caller}: ${reply.statusCode}, expected ${routeCase.expected[caller]} ${reply.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});
