import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  messageReadPayloadSchema,
  privateMessagePayloadSchema,
  typingPayloadSchema,
  type ClientToServerEvents,
} from '@tabarru/contract/realtime';

import { connectSocket, listen, type Received } from '../support/sockets';
import { changedParts, createFuzzApp, type FuzzApp } from './fuzz-app';
import { fieldHints } from './fuzz-hints';
import { caseSeed, fuzzSettings } from './fuzz-settings';
import { buildWorld, ROLES, type Role, type World } from './fuzz-world';
import { hostileTexts, hostileValues, nestedLists, strayFields } from './hostile-values';
import { answerProblems, errorLines, whatFailed } from './reply-checks';
import { resolvePicks } from './request-plans';
import { inputValues } from './zod-arbitrary';

/*
 * Every Socket.IO event a client may send (the contract's ClientToServerEvents, so a new event
 * fails to compile until it is fuzzed here), with payloads derived from its zod schema and
 * hostile ones, from sockets of a visitor, a member, the owner and an administrator; then raw
 * frames no client library would send. Whatever arrives: no error logged, an answer of
 * {ok, data} or {ok: false, error} in the contract's error shape (never INTERNAL), and nothing
 * changed by a refusal or by an event that answers nothing.
 */

interface EventCase {
  /** the payload's schema in packages/contract; none for events the server ignores */
  schema?: z.core.$ZodType;
  /** whether the server answers the event's acknowledgement */
  answers: boolean;
}

const EVENTS: Record<keyof ClientToServerEvents, EventCase> = {
  register: { answers: false },
  chat_open: { answers: false },
  chat_close: { answers: false },
  typing: { schema: typingPayloadSchema, answers: false },
  stop_typing: { schema: typingPayloadSchema, answers: false },
  private_message: { schema: privateMessagePayloadSchema, answers: true },
  message_read: { schema: messageReadPayloadSchema, answers: true },
};

/** Event names no handler has, emitted all the same. */
const STRAY_EVENTS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'message',
  'x'.repeat(300),
];

/** Frames of Socket.IO's protocol as no client library writes them, sent on a live connection. */
const RAW_FRAMES = [
  '42',
  '42[',
  '42["private_message"',
  '42[{}]',
  '42[null,1]',
  '42["message_read",{"messageId":1e999}]',
  '42["__proto__",{"__proto__":{"is_admin":1}}]',
  `42["typing",${JSON.stringify(nestedLists(1_000))}]`,
  '43',
  '4399["x"]',
  '451-["private_message",{"_placeholder":true,"num":0}]',
  '45x-["private_message"]',
  '40',
  '40{"token":1}',
  '41',
  '44"boom"',
  '49',
  '4',
  '',
  `42["private_message",{"toUserId":1,"message":"${'x'.repeat(20_000)}"}]`,
];

const HUNG_UP = Symbol('hung up');

/** Resolves with HUNG_UP when the server disconnects the socket; `stop` forgets it. */
function hungUp(received: Received): { promise: Promise<typeof HUNG_UP>; stop: () => void } {
  let listener = () => {};
  const promise = new Promise<typeof HUNG_UP>((resolve) => {
    listener = () => resolve(HUNG_UP);
    received.socket.once('disconnect', listener);
  });
  return { promise, stop: () => received.socket.off('disconnect', listener) };
}

/** The most events a socket sends before it is replaced: below the server's budget a window. */
const EVENTS_PER_SOCKET = 40;
const ANSWER_WAIT_MS = 5_000;
/** How often a new connection's snapshot is read again until it stays the same. */
const SETTLING_TRIES = 20;

const settings = fuzzSettings(process.env);
const derivation = { hints: fieldHints, hostile: hostileValues, strayFields };

const payloadsOf = (event: EventCase) =>
  fc.tuple(
    event.schema ? inputValues(event.schema, derivation) : hostileValues,
    // Now and then more arguments than any handler reads.
    fc.option(fc.array(fc.oneof(hostileValues, hostileTexts), { maxLength: 2 }), {
      nil: [],
      freq: 6,
    }),
  );

describe('every Socket.IO event, fuzzed', () => {
  let fuzz: FuzzApp;
  let world: World;
  let baseUrl: string;
  const sockets = new Map<Role, { received: Received; sent: number }>();

  beforeAll(async () => {
    fuzz = await createFuzzApp();
    baseUrl = await listen(fuzz.testApp);
    world = await buildWorld(fuzz.testApp, fuzz.now);
  }, 120_000);

  afterAll(async () => {
    for (const { received } of sockets.values()) received.socket.close();
    await fuzz.close();
  });

  /**
   * A socket connected once what its connection sets going is done: a member's messages that
   * waited for them are delivered (marked so) as their socket connects.
   */
  async function connectQuietly(token: string | undefined): Promise<Received> {
    const received = await connectSocket(baseUrl, token);
    let last = await fuzz.snapshot();
    for (let tries = 0; tries < SETTLING_TRIES; tries += 1) {
      await fuzz.settled();
      const now = await fuzz.snapshot();
      if (changedParts(last, now).length === 0) return received;
      last = now;
    }
    throw new Error('the data kept changing after a socket connected');
  }

  /** A connected socket of `role`, replaced when it nears its budget or was disconnected. */
  async function socketOf(role: Role, events: number): Promise<Received> {
    const current = sockets.get(role);
    if (
      current &&
      current.received.socket.connected &&
      current.sent + events <= EVENTS_PER_SOCKET
    ) {
      current.sent += events;
      return current.received;
    }
    current?.received.socket.close();
    const token = role === 'visitor' ? undefined : world.members[role].token;
    const received = await connectQuietly(token);
    sockets.set(role, { received, sent: events });
    return received;
  }

  /** Emits an event with an acknowledgement; its answer, or a timeout's word. */
  function emitWithAck(received: Received, event: string, args: unknown[]): Promise<unknown> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ timedOut: true }), ANSWER_WAIT_MS);
      (received.socket.emit as (event: string, ...rest: unknown[]) => void)(
        event,
        ...args,
        (answer: unknown) => {
          clearTimeout(timer);
          resolve(answer);
        },
      );
    });
  }

  /** Waits until the server has read everything the socket sent before: an answered event after it. */
  async function caughtUp(received: Received): Promise<string[]> {
    const answer = await emitWithAck(received, 'message_read', [{ messageId: 'not a number' }]);
    return (answer as { timedOut?: boolean }).timedOut ? ['the socket stopped answering'] : [];
  }

  async function sendEvent(
    event: string,
    eventCase: EventCase | undefined,
    args: unknown[],
    role: Role,
  ) {
    const received = await socketOf(role, 2);
    const before = await fuzz.snapshot();
    const logged = fuzz.logLines.length;
    const payload = args.map((arg) => resolvePicks(arg, world));
    const problems: string[] = [];
    // The server hangs up on a frame past its size limit: allowed, if it then serves a new socket.
    const hangUp = hungUp(received);
    let answer: unknown;
    if (eventCase?.answers) {
      answer = await Promise.race([emitWithAck(received, event, payload), hangUp.promise]);
      if ((answer as { timedOut?: boolean }).timedOut) problems.push('no answer');
      else if (answer !== HUNG_UP) problems.push(...answerProblems(answer));
    } else {
      (received.socket.emit as (event: string, ...rest: unknown[]) => void)(event, ...payload);
    }
    if (answer !== HUNG_UP) {
      const outcome = await Promise.race([caughtUp(received), hangUp.promise]);
      if (outcome !== HUNG_UP) problems.push(...outcome);
    }
    hangUp.stop();
    if (!received.socket.connected) problems.push(...(await caughtUp(await socketOf(role, 1))));
    await fuzz.settled();
    problems.push(...errorLines(fuzz.logLines.slice(logged)));
    const refused = (answer as { ok?: unknown } | undefined)?.ok !== true;
    const changed = refused ? changedParts(before, await fuzz.snapshot()) : [];
    if (changed.length > 0) {
      const what = eventCase?.answers ? 'a refusal' : 'an event that answers nothing';
      problems.push(`${what} changed ${changed.join(', ')}`);
    }
    if (problems.length > 0) {
      const shown = JSON.stringify(payload) ?? '';
      throw new Error(`${problems.join('; ')}\n  ${event} as ${role}: ${shown.slice(0, 400)}`);
    }
  }

  async function fuzzEvent(event: string, eventCase: EventCase | undefined, role: Role) {
    const name = `${event.slice(0, 40)} as ${role}`;
    const payloads = eventCase ? payloadsOf(eventCase) : payloadsOf({ answers: false });
    try {
      await fc.assert(
        fc.asyncProperty(payloads, ([payload, extra]) =>
          sendEvent(event, eventCase, [payload, ...extra], role),
        ),
        { seed: caseSeed(settings.seed, name), numRuns: settings.runs, endOnFailure: true },
      );
      return undefined;
    } catch (error) {
      return `${name}: ${whatFailed(error)}`;
    }
  }

  it(
    'answers every event in the contract’s shapes, logs no error and changes nothing on refusal',
    { timeout: 1_800_000 },
    async () => {
      const failures: string[] = [];
      for (const [event, eventCase] of Object.entries(EVENTS)) {
        for (const role of ROLES) {
          const failure = await fuzzEvent(event, eventCase, role);
          if (failure) failures.push(failure);
        }
      }
      for (const event of STRAY_EVENTS) {
        const failure = await fuzzEvent(event, undefined, 'member');
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'survives raw frames no client sends, and keeps answering others',
    { timeout: 300_000 },
    async () => {
      const problems: string[] = [];
      for (const frame of RAW_FRAMES) {
        const received = await connectQuietly(world.members.member.token);
        const before = await fuzz.snapshot();
        const logged = fuzz.logLines.length;
        const hangUp = hungUp(received);
        received.socket.io.engine.write(frame);
        // Either the server hangs up on the frame, or it still answers after it.
        const outcome = await Promise.race([hangUp.promise, caughtUp(received)]);
        hangUp.stop();
        received.socket.close();
        const witness = await connectQuietly(world.members.owner.token);
        problems.push(
          ...(Array.isArray(outcome) ? outcome : []),
          ...(await caughtUp(witness)),
          ...errorLines(fuzz.logLines.slice(logged)),
        );
        witness.socket.close();
        const changed = changedParts(before, await fuzz.snapshot());
        if (changed.length > 0) problems.push(`the frame changed ${changed.join(', ')}`);
        if (problems.length > 0) {
          problems.push(`after the frame ${JSON.stringify(frame.slice(0, 80))}`);
          break;
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
