import { expect } from 'vitest';

import { eventToday } from '@tabarru/contract/event-time';
import type { Ask, PickupWindowInput, PromiseRequest } from '@tabarru/contract/pickups';

import { del, get, post, put, type Member } from './accounts';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60_000;

/** The calendar day in Amman `days` after the instant `at`. */
export function ammanDay(at: number, days: number): string {
  return eventToday(new Date(at + days * DAY_MS));
}

/** A time to collect `days` after `at`, from-to on Amman's clock. */
export function windowOn(at: number, days: number, from: string, to: string): PickupWindowInput {
  return { date: ammanDay(at, days), from, to };
}

/** Pickup actions through the API, as a member's browser sends them. */
export function pickupApi(testApp: TestApp) {
  const ask = (member: Member, postId: number, note?: string) =>
    post(testApp, `/api/posts/${postId}/asks`, note === undefined ? {} : { note }, member.token);
  const asksOf = (postId: number, member?: Member) =>
    get(testApp, `/api/posts/${postId}/asks`, member?.token);
  const act = (member: Member, askId: number, action: string, body: object = {}) =>
    post(testApp, `/api/asks/${askId}/${action}`, body, member.token);
  return {
    ask,
    asksOf,
    act,
    /** asks and expects the ask made; returns it */
    async asked(member: Member, postId: number, note?: string): Promise<Ask> {
      const response = await ask(member, postId, note);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ ask: Ask }>().ask;
    },
    promise: (donor: Member, askId: number, body: PromiseRequest) =>
      act(donor, askId, 'promise', body),
    async promised(donor: Member, askId: number, body: PromiseRequest): Promise<Ask> {
      const response = await act(donor, askId, 'promise', body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ ask: Ask }>().ask;
    },
    offerTimes: (donor: Member, askId: number, body: object) =>
      put(testApp, `/api/asks/${askId}/times`, body, donor.token),
    withdrawAsk: (member: Member, askId: number) =>
      del(testApp, `/api/asks/${askId}`, member.token),
    async picked(member: Member, ask: Ask, index = 0): Promise<Ask> {
      const window = ask.pickup?.windows[index];
      if (!window) throw new Error('no time offered');
      const response = await act(member, ask.id, 'pick', { window_id: window.id });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ ask: Ask }>().ask;
    },
    outcome: (member: Member, askId: number, outcome: string) =>
      act(member, askId, 'outcome', { outcome }),
  };
}

/** The rows of the asks and their times, for checking a refusal changed nothing. */
export async function askTables(testApp: TestApp) {
  const { db } = testApp.database;
  return {
    asks: await db.selectFrom('item_asks').selectAll().orderBy('id').execute(),
    windows: await db.selectFrom('pickup_windows').selectAll().orderBy('id').execute(),
    posts: await db.selectFrom('posts').select(['id', 'availability']).orderBy('id').execute(),
  };
}

/**
 * Every member's pickup counts against the rows they stand for: completed and missed asks, and
 * the confirmed handovers each gave and received.
 */
export async function pickupCountsMatchRows(testApp: TestApp): Promise<void> {
  const { db } = testApp.database;
  const users = await db
    .selectFrom('users')
    .select(['id', 'pickups_completed', 'pickups_missed', 'items_donated', 'items_received'])
    .execute();
  const asks = await db.selectFrom('item_asks').select(['asker_id', 'status']).execute();
  const claims = await db
    .selectFrom('donation_claims')
    .select(['donor_id', 'receiver_id'])
    .where('status', '=', 'confirmed')
    .execute();
  for (const user of users) {
    const mine = asks.filter((ask) => ask.asker_id === user.id);
    expect({
      id: user.id,
      completed: user.pickups_completed,
      missed: user.pickups_missed,
      donated: user.items_donated,
      received: user.items_received,
    }).toEqual({
      id: user.id,
      completed: mine.filter((ask) => ask.status === 'collected').length,
      missed: mine.filter((ask) => ask.status === 'missed').length,
      donated: claims.filter((claim) => claim.donor_id === user.id).length,
      received: claims.filter((claim) => claim.receiver_id === user.id).length,
    });
  }
}
