import type { FastifyRequest, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Ask, PostAsksReply } from '@tabarru/contract/pickups';

import { totpCodeAt } from '../src/modules/two-factor/totp';
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
import { answerClaim, claimNewPost, confirmedHandover, rate } from './support/handover';
import { pickupApi, windowOn } from './support/pickups';
import { createdPostId, jpegImage, multipartBody, postFields, storedFiles } from './support/posts';
import { browserPushKeys } from './support/push-keys';
import { holdRequest, type RawRequest } from './support/raw-http';
import { appliedOrganisation } from './support/organisations';
import { everyTable } from './support/refusals';
import { turnOnSecondStep } from './support/two-factor';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Who is asking is settled when a request's headers arrive, and its body may come much later. A
 * write must still be allowed when it writes (docs/security.md, Sessions): for every write
 * route of a signed-in caller, taken from the routes the app registers, a request is held open
 * after its headers and the first byte of its body, the caller's session is ended (signed out
 * there or from another device, ended by an administrator, a password change, a demotion, a
 * deletion), and the rest of the body sent: 401 with the session's code,
 * and nothing in the database, the outbox or the photo folder changed.
 */

type Ending =
  | 'sign-out'
  | 'ended from another device'
  | 'ended by an administrator'
  | 'password change'
  | 'demotion'
  | 'deletion'
  | 'own deletion';
type Caller = 'member' | 'admin';

/** What a write case builds, fresh each time: its request, as the caller. */
interface WriteCase {
  caller: Caller;
  request(world: World, caller: Member): Promise<Omit<RawRequest, 'headers'> & Headers>;
}

interface Headers {
  headers?: Record<string, string>;
}

interface World {
  testApp: TestApp;
  /** an administrator who stays one: ends others' sessions */
  admin: Member;
  freshMember(): Promise<Member>;
}

const json = (method: string, path: string, body: object = {}) => ({
  method,
  path,
  body: Buffer.from(JSON.stringify(body)),
  headers: { 'Content-Type': 'application/json' },
});

let hue = 3000;

async function multipart(method: string, path: string, fields: Record<string, string>) {
  const form = multipartBody(fields, [await jpegImage((hue += 1))]);
  return { method, path, body: form.payload, headers: form.headers };
}

async function asAdmin(world: World, method: 'POST' | 'PUT', url: string, payload: object) {
  const reply = await world.testApp.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${world.admin.token}` },
  });
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return reply;
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

/** Another session of the caller, as if signed in on a second device: its id. */
async function otherSessionOf(world: World, caller: Member): Promise<string> {
  const account = await world.testApp.database.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  return sessionIdOf(await newSessionToken(world.testApp, account));
}

/**
 * An unread notification of the caller that the bell may mark read: a claim on the caller's
 * post by a fresh member (a conversation's notification is read only with its messages).
 */
async function notificationOf(world: World, caller: Member): Promise<number> {
  await claimNewPost(world.testApp, caller, await world.freshMember());
  const notification = await world.testApp.database.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', caller.id)
    .where('kind', '=', 'claim_received')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return notification.id;
}

/** A wanted post of the caller. */
async function wantedOf(world: World, caller: Member): Promise<number> {
  const wanted = await post(
    world.testApp,
    '/api/wanted',
    { title: 'Winter coat', description: 'Size 8.', category: 'Clothing', region: 'Zarqa' },
    caller.token,
  );
  expect(wanted.statusCode, wanted.body).toBe(201);
  return wanted.json<{ wanted: { post_id: number } }>().wanted.post_id;
}

/** Times to collect tomorrow, at the donor's area. */
const pickupTerms = () => ({
  windows: [windowOn(Date.now(), 1, '17:00', '18:00')],
  place: { kind: 'area' as const },
});

/** `asker`'s ask for a fresh post of `donor`, waiting for an answer. */
async function askOf(world: World, donor: Member, asker: Member): Promise<Ask> {
  const postId = await createdPostId(world.testApp, donor.token);
  return pickupApi(world.testApp).asked(asker, postId);
}

/** `asker`'s ask for a fresh post of `donor`, promised with a time tomorrow: as `asker` sees it. */
async function promiseOf(
  world: World,
  donor: Member,
  asker: Member,
  relativeMayCollect = false,
): Promise<Ask> {
  const api = pickupApi(world.testApp);
  const ask = await askOf(world, donor, asker);
  await api.promised(donor, ask.id, { ...pickupTerms(), relative_may_collect: relativeMayCollect });
  const seen = await api.asksOf(ask.post_id, asker);
  expect(seen.statusCode, seen.body).toBe(200);
  const [promised] = seen.json<PostAsksReply>().asks;
  if (!promised) throw new Error('the promised ask is not shown to its asker');
  return promised;
}

/** Every write a signed-in caller can send, by method and path as registered. */
/** An organisation's application, as a member's browser sends it. */
const organisationApplication = () => ({
  name_en: 'Zarqa Food Bank',
  name_ar: 'بنك الطعام - الزرقاء',
  kind: 'food_bank' as const,
  registration_number: 'JO-2015-0921',
  contact_name: 'Samir Odeh',
  contact_phone: '0781234567',
});

/** A fresh member's application, waiting for an administrator; its id. */
async function waitingOrganisation(world: World): Promise<number> {
  return appliedOrganisation(world.testApp, await world.freshMember(), organisationApplication());
}

/** The caller's account made a verified organisation's, once. */
async function asVerifiedOrganisation(world: World, caller: Member): Promise<void> {
  const mine = await world.testApp.database.db
    .selectFrom('organisations')
    .select(['id', 'status'])
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  if (mine?.status === 'verified') return;
  const id = await appliedOrganisation(world.testApp, caller, organisationApplication());
  await asAdmin(world, 'POST', `/api/admin/organisations/${id}/verify`, {});
}

const needFields = () => ({
  title: 'Winter blankets',
  description: 'Wool or fleece, clean.',
  category: 'Clothing',
  region: 'Zarqa',
  quantity: 40,
  deadline: new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10),
});

/** A campaign from tomorrow (in UTC, so never before today in Amman) to a month ahead. */
const campaignFields = () => ({
  title_en: 'Winter warmth',
  title_ar: 'دفء الشتاء',
  text_en: 'Coats for families.',
  text_ar: 'معاطف للعائلات.',
  categories: ['Clothing'],
  starts_on: new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10),
  ends_on: needFields().deadline,
  targets: [{ region: 'Mafraq', quantity: 300 }],
});

/** A need of the caller's organisation (made a verified one first). */
async function needOf(world: World, caller: Member): Promise<number> {
  await asVerifiedOrganisation(world, caller);
  const reply = await post(world.testApp, '/api/needs', needFields(), caller.token);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ need: { post_id: number } }>().need.post_id;
}

const WRITES: Record<string, WriteCase> = {
  'PUT /api/organisations/mine/drop-off-points': {
    caller: 'member',
    request: async (world, caller) => {
      await asVerifiedOrganisation(world, caller);
      return json('PUT', '/api/organisations/mine/drop-off-points', {
        points: [
          {
            place: 'amman-khalda',
            address_en: 'City Mall, gate 3',
            address_ar: 'سيتي مول، البوابة ٣',
            hours_en: 'Every day, 10:00 to 22:00',
            hours_ar: 'يوميًا من ١٠:٠٠ حتى ٢٢:٠٠',
          },
        ],
      });
    },
  },
  'POST /api/needs': {
    caller: 'member',
    request: async (world, caller) => {
      await asVerifiedOrganisation(world, caller);
      return json('POST', '/api/needs', needFields());
    },
  },
  'POST /api/needs/:id/receipts': {
    caller: 'member',
    request: async (world, caller) =>
      json('POST', `/api/needs/${await needOf(world, caller)}/receipts`, {
        quantity: 1,
        way: 'drop_off',
      }),
  },
  'POST /api/campaigns': {
    caller: 'member',
    request: async (world, caller) => {
      await asVerifiedOrganisation(world, caller);
      return json('POST', '/api/campaigns', campaignFields());
    },
  },
  'POST /api/admin/campaigns': {
    caller: 'admin',
    request: async () => json('POST', '/api/admin/campaigns', campaignFields()),
  },
  'PUT /update-credentials': {
    caller: 'member',
    request: async (_world, caller) =>
      json('PUT', '/update-credentials', {
        username: caller.username,
        email: `attacker.${caller.id}@example.jo`,
        phone_number: caller.phone,
        currentPassword: caller.password,
      }),
  },
  'POST /authentication/logout': {
    caller: 'member',
    request: async () => json('POST', '/authentication/logout'),
  },
  'DELETE /api/users/me/sessions/:id': {
    caller: 'member',
    request: async (world, caller) =>
      json('DELETE', `/api/users/me/sessions/${await otherSessionOf(world, caller)}`),
  },
  'POST /api/users/me/sessions/sign-out-others': {
    caller: 'member',
    request: async (world, caller) => {
      await otherSessionOf(world, caller);
      return json('POST', '/api/users/me/sessions/sign-out-others');
    },
  },
  'POST /api/users/me/two-factor/setup': {
    caller: 'member',
    request: async () => json('POST', '/api/users/me/two-factor/setup'),
  },
  'POST /api/users/me/two-factor/enable': {
    caller: 'member',
    request: async (world, caller) => {
      const setup = await post(world.testApp, '/api/users/me/two-factor/setup', {}, caller.token);
      const { secret } = setup.json<{ secret: string }>();
      return json('POST', '/api/users/me/two-factor/enable', {
        code: totpCodeAt(secret, Date.now()),
      });
    },
  },
  'POST /api/users/me/two-factor/disable': {
    caller: 'member',
    request: async (world, caller) => {
      await turnOnSecondStep(world.testApp, caller, Date.now());
      return json('POST', '/api/users/me/two-factor/disable', { password: caller.password });
    },
  },
  'POST /api/users/me/two-factor/recovery-codes': {
    caller: 'member',
    request: async (world, caller) => {
      await turnOnSecondStep(world.testApp, caller, Date.now());
      return json('POST', '/api/users/me/two-factor/recovery-codes', {
        password: caller.password,
      });
    },
  },
  'PUT /admin/users/:id/end-sessions': {
    caller: 'admin',
    request: async (world) =>
      json('PUT', `/admin/users/${(await world.freshMember()).id}/end-sessions`),
  },
  'PUT /admin/users/:id/suspend': {
    caller: 'admin',
    request: async (world) =>
      json('PUT', `/admin/users/${(await world.freshMember()).id}/suspend`, {
        reason: 'spam',
      }),
  },
  'PUT /admin/users/:id/unsuspend': {
    caller: 'admin',
    // A member suspended by the administrator who stays one, so lifting it would change rows.
    request: async (world) => {
      const member = await world.freshMember();
      const suspended = await put(
        world.testApp,
        `/admin/users/${member.id}/suspend`,
        {},
        world.admin.token,
      );
      expect(suspended.statusCode, suspended.body).toBe(200);
      return json('PUT', `/admin/users/${member.id}/unsuspend`);
    },
  },
  'PUT /change-password': {
    caller: 'member',
    request: async (_world, caller) =>
      json('PUT', '/change-password', {
        currentPassword: caller.password,
        newPassword: 'the attacker picked this one',
      }),
  },
  'PUT /api/users/me/home-place': {
    caller: 'member',
    request: async () => json('PUT', '/api/users/me/home-place', { place: 'amman-khalda' }),
  },
  'DELETE /api/users/me': {
    caller: 'member',
    request: async (_world, caller) =>
      json('DELETE', '/api/users/me', { password: caller.password }),
  },
  'PATCH /api/notifications/preferences': {
    caller: 'member',
    request: async () =>
      json('PATCH', '/api/notifications/preferences', {
        kinds: { claim_received: { email: 'off' } },
        night: true,
      }),
  },
  'POST /api/push/subscriptions': {
    caller: 'member',
    request: async (_world, caller) =>
      json('POST', '/api/push/subscriptions', {
        endpoint: `https://fcm.googleapis.com/fcm/send/${caller.id}`,
        keys: browserPushKeys(4),
      }),
  },
  'DELETE /api/push/subscriptions': {
    caller: 'member',
    request: async (world, caller) => {
      const subscribed = await world.testApp.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { authorization: `Bearer ${caller.token}` },
        payload: {
          endpoint: `https://fcm.googleapis.com/fcm/send/${caller.id}`,
          keys: browserPushKeys(4),
        },
      });
      expect(subscribed.statusCode).toBe(201);
      return json('DELETE', '/api/push/subscriptions', {
        endpoint: `https://fcm.googleapis.com/fcm/send/${caller.id}`,
      });
    },
  },
  'POST /api/wanted': {
    caller: 'member',
    request: async () =>
      json('POST', '/api/wanted', {
        title: 'Baby cot',
        description: 'Any size.',
        category: 'Toys',
        region: 'Amman',
      }),
  },
  'PUT /api/wanted/:id': {
    caller: 'member',
    request: async (world, caller) =>
      json('PUT', `/api/wanted/${await wantedOf(world, caller)}`, {
        title: 'Winter coat, size 10',
        description: 'Any colour.',
        category: 'Clothing',
        region: 'Zarqa',
      }),
  },
  'PUT /api/wanted/:id/renew': {
    caller: 'member',
    request: async (world, caller) =>
      json('PUT', `/api/wanted/${await wantedOf(world, caller)}/renew`),
  },
  'PUT /api/blocks/:userId': {
    caller: 'member',
    request: async (world) => json('PUT', `/api/blocks/${(await world.freshMember()).id}`),
  },
  'DELETE /api/blocks/:userId': {
    caller: 'member',
    request: async (world, caller) => {
      const other = await world.freshMember();
      expect(
        (await put(world.testApp, `/api/blocks/${other.id}`, {}, caller.token)).statusCode,
      ).toBe(200);
      return json('DELETE', `/api/blocks/${other.id}`);
    },
  },
  'PATCH /api/notifications/:id/read': {
    caller: 'member',
    request: async (world, caller) =>
      json('PATCH', `/api/notifications/${await notificationOf(world, caller)}/read`),
  },
  'POST /api/notifications/read-all': {
    caller: 'member',
    request: async (world, caller) => {
      await notificationOf(world, caller);
      return json('POST', '/api/notifications/read-all');
    },
  },
  'POST /api/saved-searches': {
    caller: 'member',
    request: async () => json('POST', '/api/saved-searches', { q: 'heater', region: 'Irbid' }),
  },
  'DELETE /api/saved-searches/:id': {
    caller: 'member',
    request: async (world, caller) => {
      const saved = await post(world.testApp, '/api/saved-searches', { q: 'lamp' }, caller.token);
      expect(saved.statusCode, saved.body).toBe(201);
      return json(
        'DELETE',
        `/api/saved-searches/${saved.json<{ savedSearch: { id: number } }>().savedSearch.id}`,
      );
    },
  },
  'POST /api/donations/claims': {
    caller: 'member',
    request: async (world) => {
      const donor = await world.freshMember();
      return json('POST', '/api/donations/claims', {
        post_id: await createdPostId(world.testApp, donor.token),
        message: 'I can pick it up today',
      });
    },
  },
  'PUT /api/donations/claims/:claimId/confirm': {
    caller: 'member',
    request: async (world, caller) => {
      const { claimId } = await claimNewPost(world.testApp, caller, await world.freshMember());
      return json('PUT', `/api/donations/claims/${claimId}/confirm`);
    },
  },
  'PUT /api/donations/claims/:claimId/decline': {
    caller: 'member',
    request: async (world, caller) => {
      const { claimId } = await claimNewPost(world.testApp, caller, await world.freshMember());
      return json('PUT', `/api/donations/claims/${claimId}/decline`);
    },
  },
  'PUT /api/donations/requests/seen': {
    caller: 'member',
    request: async (world, caller) => {
      const donor = await world.freshMember();
      const { claimId } = await claimNewPost(world.testApp, donor, caller);
      expect((await answerClaim(world.testApp, claimId, 'decline', donor)).statusCode).toBe(200);
      return json('PUT', '/api/donations/requests/seen', { claim_ids: [claimId] });
    },
  },
  'POST /api/feedback': {
    caller: 'member',
    request: async (world, caller) => {
      const donor = await world.freshMember();
      await confirmedHandover(world.testApp, donor, caller);
      return json('POST', '/api/feedback', { receiver_id: donor.id, rating: 5, comment: 'Kind' });
    },
  },
  'DELETE /api/feedback/:userId': {
    caller: 'member',
    request: async (world, caller) => {
      const donor = await world.freshMember();
      await confirmedHandover(world.testApp, donor, caller);
      await rate(world.testApp, caller, donor, 4);
      return json('DELETE', `/api/feedback/${donor.id}`);
    },
  },
  'DELETE /api/feedback/prompts/:userId': {
    caller: 'member',
    request: async (world, caller) => {
      const donor = await world.freshMember();
      await confirmedHandover(world.testApp, donor, caller);
      return json('DELETE', `/api/feedback/prompts/${donor.id}`);
    },
  },
  'POST /messages': {
    caller: 'member',
    request: async (world) => {
      const donor = await world.freshMember();
      return json('POST', '/messages', {
        receiver_id: donor.id,
        content: 'Is the sofa still available?',
        post_id: await createdPostId(world.testApp, donor.token),
      });
    },
  },
  'PATCH /messages/:otherUserId/read': {
    caller: 'member',
    request: async (world, caller) => {
      const other = await world.freshMember();
      const sent = await post(
        world.testApp,
        '/messages',
        { receiver_id: caller.id, content: 'Yes, come at five' },
        other.token,
      );
      expect(sent.statusCode).toBe(201);
      return json('PATCH', `/messages/${other.id}/read`);
    },
  },
  'POST /api/posts/:postId/asks': {
    caller: 'member',
    request: async (world) => {
      const donor = await world.freshMember();
      return json('POST', `/api/posts/${await createdPostId(world.testApp, donor.token)}/asks`, {
        note: 'I can come today after work',
      });
    },
  },
  'DELETE /api/asks/:askId': {
    caller: 'member',
    request: async (world, caller) =>
      json('DELETE', `/api/asks/${(await askOf(world, await world.freshMember(), caller)).id}`),
  },
  'POST /api/asks/:askId/promise': {
    caller: 'member',
    request: async (world, caller) => {
      const ask = await askOf(world, caller, await world.freshMember());
      return json('POST', `/api/asks/${ask.id}/promise`, {
        ...pickupTerms(),
        relative_may_collect: true,
      });
    },
  },
  'POST /api/asks/:askId/withdraw-promise': {
    caller: 'member',
    request: async (world, caller) => {
      const ask = await promiseOf(world, caller, await world.freshMember());
      return json('POST', `/api/asks/${ask.id}/withdraw-promise`, {
        reason: 'My sister needs it after all',
      });
    },
  },
  'PUT /api/asks/:askId/times': {
    caller: 'member',
    request: async (world, caller) => {
      const ask = await promiseOf(world, caller, await world.freshMember());
      return json('PUT', `/api/asks/${ask.id}/times`, {
        windows: [windowOn(Date.now(), 2, '10:00', '11:00')],
        place: { kind: 'meeting_point', meeting_point: 'Abdali Mall, main gate' },
      });
    },
  },
  'POST /api/asks/:askId/pick': {
    caller: 'member',
    request: async (world, caller) => {
      const ask = await promiseOf(world, await world.freshMember(), caller);
      return json('POST', `/api/asks/${ask.id}/pick`, { window_id: ask.pickup?.windows[0]?.id });
    },
  },
  'POST /api/asks/:askId/another-time': {
    caller: 'member',
    request: async (world, caller) => {
      const ask = await promiseOf(world, await world.freshMember(), caller);
      return json('POST', `/api/asks/${ask.id}/another-time`);
    },
  },
  'POST /api/asks/:askId/outcome': {
    caller: 'member',
    request: async (world, caller) => {
      const ask = await promiseOf(world, caller, await world.freshMember());
      return json('POST', `/api/asks/${ask.id}/outcome`, { outcome: 'another_time' });
    },
  },
  'POST /api/asks/:askId/check-code': {
    caller: 'member',
    // The right code, which the receiver gave the relative at the door.
    request: async (world, caller) => {
      const ask = await promiseOf(world, caller, await world.freshMember(), true);
      return json('POST', `/api/asks/${ask.id}/check-code`, {
        code: ask.pickup?.collector_code,
      });
    },
  },
  'POST /create_post': {
    caller: 'member',
    request: () => multipart('POST', '/create_post', postFields()),
  },
  'PUT /Posting/update-post/:id': {
    caller: 'member',
    request: async (world, caller) =>
      multipart(
        'PUT',
        `/Posting/update-post/${await createdPostId(world.testApp, caller.token)}`,
        postFields({ title: 'Renamed by an ended session' }),
      ),
  },
  'DELETE /Posting/delete-post/:id': {
    caller: 'member',
    request: async (world, caller) =>
      json('DELETE', `/Posting/delete-post/${await createdPostId(world.testApp, caller.token)}`),
  },
  'POST /api/posts/:id/still-available': {
    caller: 'member',
    request: async (world, caller) =>
      json(
        'POST',
        `/api/posts/${await createdPostId(world.testApp, caller.token)}/still-available`,
        { answer: 'withdraw' },
      ),
  },
  'POST /api/organisations': {
    caller: 'member',
    request: async () => json('POST', '/api/organisations', organisationApplication()),
  },
  'POST /api/admin/organisations/:id/verify': {
    caller: 'admin',
    request: async (world) =>
      json('POST', `/api/admin/organisations/${await waitingOrganisation(world)}/verify`),
  },
  'POST /api/admin/organisations/:id/reject': {
    caller: 'admin',
    request: async (world) =>
      json('POST', `/api/admin/organisations/${await waitingOrganisation(world)}/reject`),
  },
  'POST /posts/:id/report': {
    caller: 'member',
    request: async (world) => {
      const owner = await world.freshMember();
      return json('POST', `/posts/${await createdPostId(world.testApp, owner.token)}/report`, {
        reason: 'spam',
      });
    },
  },
  'POST /contact': {
    caller: 'member',
    request: async () =>
      json('POST', '/contact', {
        name: 'Lina',
        email: 'lina@example.jo',
        message: 'Please call me back',
      }),
  },
  'POST /admin/banner': {
    caller: 'admin',
    request: async () => json('POST', '/admin/banner', { content: 'Friday', isActive: true }),
  },
  'PUT /admin/banner/:id/toggle': {
    caller: 'admin',
    request: async (world) => {
      const created = await asAdmin(world, 'POST', '/admin/banner', {
        content: 'Saturday',
        isActive: false,
      });
      const { banner } = created.json<{ banner: { id: number } }>();
      return json('PUT', `/admin/banner/${banner.id}/toggle`);
    },
  },
  'POST /events': {
    caller: 'admin',
    request: () => multipart('POST', '/events', eventFields),
  },
  'DELETE /events/:id': {
    caller: 'admin',
    request: async (world) => {
      const form = multipartBody(eventFields, [await jpegImage((hue += 1))]);
      const created = await world.testApp.app.inject({
        method: 'POST',
        url: '/events',
        headers: { ...form.headers, authorization: `Bearer ${world.admin.token}` },
        payload: form.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      return json('DELETE', `/events/${created.json<{ event_id: number }>().event_id}`);
    },
  },
  'PUT /admin/users/:id/toggle-admin': {
    caller: 'admin',
    request: async (world) =>
      json('PUT', `/admin/users/${(await world.freshMember()).id}/toggle-admin`),
  },
  'DELETE /admin/users/:id': {
    caller: 'admin',
    request: async (world) =>
      json('DELETE', `/admin/users/${(await world.freshMember()).id}`, { reason: 'Spam' }),
  },
  'DELETE /admin/posts/:id': {
    caller: 'admin',
    request: async (world) => {
      const owner = await world.freshMember();
      return json('DELETE', `/admin/posts/${await createdPostId(world.testApp, owner.token)}`, {
        reason: 'Spam',
      });
    },
  },
  'PUT /admin/posts/:id/approve': {
    caller: 'admin',
    request: async (world) => {
      const owner = await world.freshMember();
      const postId = await createdPostId(world.testApp, owner.token);
      await world.testApp.database.db
        .updateTable('posts')
        .set({ moderation_status: 'flagged' })
        .where('id', '=', postId)
        .execute();
      return json('PUT', `/admin/posts/${postId}/approve`);
    },
  },
  'PUT /admin/contact-messages/:id/handled': {
    caller: 'admin',
    request: async (world) => {
      expect(
        (await post(world.testApp, '/contact', { name: 'Omar', email: 'o@ex.jo', message: 'Hi' }))
          .statusCode,
      ).toBe(201);
      const message = await world.testApp.database.db
        .selectFrom('contact_messages')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return json('PUT', `/admin/contact-messages/${message.id}/handled`, { handled: true });
    },
  },
};

/** Routes of a signed-in caller that write nothing: nothing to hold back. */
const READS_ONLY = new Set(['POST /authentication/verify']);

const ENDINGS: Record<Caller, Ending[]> = {
  member: ['sign-out', 'ended from another device', 'password change', 'own deletion'],
  admin: ['ended by an administrator', 'password change', 'demotion', 'deletion'],
};

/** Ends `caller`'s session as `ending` says, through the API. */
async function endSession(world: World, caller: Member, ending: Ending) {
  const { testApp, admin } = world;
  const replies: Record<Ending, () => ReturnType<typeof put>> = {
    'sign-out': () => post(testApp, '/authentication/logout', {}, caller.token),
    'ended from another device': async () => {
      const account = await testApp.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      const otherDevice = await newSessionToken(testApp, account);
      return del(testApp, `/api/users/me/sessions/${sessionIdOf(caller.token)}`, otherDevice);
    },
    'ended by an administrator': () =>
      put(testApp, `/admin/users/${caller.id}/end-sessions`, {}, admin.token),
    'password change': () =>
      put(
        testApp,
        '/change-password',
        { currentPassword: caller.password, newPassword: 'the owner took it back' },
        caller.token,
      ),
    demotion: () => put(testApp, `/admin/users/${caller.id}/toggle-admin`, {}, admin.token),
    deletion: () => del(testApp, `/admin/users/${caller.id}`, admin.token),
    'own deletion': () =>
      del(testApp, '/api/users/me', caller.token, { password: caller.password }),
  };
  const reply = await replies[ending]();
  expect(reply.statusCode, reply.body).toBe(200);
}

/** Everything a write could change: every table, the outbox, the stored photos. */
async function everything(testApp: TestApp) {
  return {
    tables: await everyTable(testApp),
    outbox: await testApp.readOutbox(),
    photos: await storedFiles(testApp),
  };
}

describe('a write whose session ends while its request is in flight', () => {
  let testApp: TestApp;
  let port: number;
  let world: World;
  const routes: RouteOptions[] = [];
  /** requests the server has identified, by the id of their x-held header */
  const identified = new Map<string, () => void>();

  beforeAll(async () => {
    const markIdentified = async (request: FastifyRequest) => {
      const id = request.headers['x-held'];
      if (typeof id === 'string') identified.get(id)?.();
    };
    testApp = await createTestApp(
      { RATE_LIMITS: 'off' },
      {
        onRoute: (route) => {
          routes.push(route);
          // After the route's own hooks: the session is settled when this runs.
          route.onRequest = [route.onRequest ?? [], markIdentified].flat();
        },
      },
    );
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    world = {
      testApp,
      admin: await registerAdmin(testApp),
      freshMember: () => createMember(testApp),
    };
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  /** The signed-in writes the app registers, by method and path. */
  function signedInWrites(): string[] {
    const { app } = testApp;
    const sessionHooks = [app.authenticate, app.authorizeAdmin, app.identify];
    return routes
      .filter((route) => {
        const hooks = [route.onRequest].flat();
        return hooks.some((hook) => sessionHooks.includes(hook as (typeof sessionHooks)[number]));
      })
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((key) => !/^(GET|HEAD|OPTIONS) /.test(key));
  }

  it('has a case for every signed-in write the app registers', () => {
    const writes = signedInWrites();
    expect(writes.length).toBeGreaterThan(25);
    expect(writes.filter((key) => !WRITES[key] && !READS_ONLY.has(key)).sort()).toEqual([]);
    expect(Object.keys(WRITES).filter((key) => !writes.includes(key))).toEqual([]);
  });

  it('refuses each one with 401 and changes nothing', async () => {
    const failures: string[] = [];
    let held = 0;
    for (const key of signedInWrites().sort()) {
      const write = WRITES[key];
      if (!write) continue;
      for (const ending of ENDINGS[write.caller]) {
        const caller =
          write.caller === 'admin' ? await registerAdmin(testApp) : await createMember(testApp);
        const request = await write.request(world, caller);
        const id = String((held += 1));
        const seen = new Promise<void>((resolve) => identified.set(id, resolve));
        const pending = await holdRequest(port, {
          method: request.method,
          path: request.path,
          body: request.body,
          headers: { ...request.headers, Authorization: `Bearer ${caller.token}`, 'x-held': id },
        });
        await seen;
        await endSession(world, caller, ending);
        const before = await everything(testApp);
        const reply = await pending.finish();
        pending.destroy();
        const after = await everything(testApp);
        // A role lost is 403 if the token version were kept; every ending here also ends the token.
        const code = (JSON.parse(reply.body || '{}') as { code?: string }).code;
        if (reply.status !== 401 || code !== 'UNAUTHENTICATED') {
          failures.push(`${key} after a ${ending}: ${reply.status} ${reply.body.slice(0, 100)}`);
        } else if (JSON.stringify(after) !== JSON.stringify(before)) {
          failures.push(`${key} after a ${ending}: ${reply.status}, but something was written`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
