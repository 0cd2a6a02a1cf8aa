import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { IncomingMessageEvent } from '@tabarru/contract/realtime';

import { SOCKET_MAX_FRAME_BYTES } from '../src/realtime/server';
import { patch, post, put, createMember, type Member } from './support/accounts';
import {
  connectSocket,
  disconnected,
  emitWithAnswer,
  listen,
  until,
  type Received,
} from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Real sockets (socket.io-client) against the app listening on a port, on SQLite and
 * PostgreSQL. Something a socket must not receive is checked after a later event that it does
 * receive: a socket gets its events in the order the server sent them.
 */

const WEB_ORIGIN = 'http://web.test';

let testApp: TestApp;
let baseUrl: string;

/** The app on a port; `sessionSweepMs` is long unless a test watches the sweep. */
async function startApp(sessionSweepMs = 3_600_000) {
  testApp = await createTestApp({ PUBLIC_WEB_URL: WEB_ORIGIN }, { sessionSweepMs });
  baseUrl = await listen(testApp);
}
let sara: Member;
let omar: Member;
let lina: Member;
const sockets: Received[] = [];

beforeEach(async () => {
  await startApp();

  [sara, omar, lina] = [
    await createMember(testApp),
    await createMember(testApp),
    await createMember(testApp),
  ];
});

afterEach(async () => {
  for (const received of sockets.splice(0)) received.socket.close();
  await testApp.close();
});

async function socketOf(member: Member | undefined, options?: { acknowledge?: boolean }) {
  const received = await connectSocket(baseUrl, member?.token, options);
  sockets.push(received);
  return received;
}

async function send(from: Member, to: Member, content: string) {
  const response = await post(testApp, '/messages', { receiver_id: to.id, content }, from.token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; timestamp: string }>();
}

function statusOf(messageId: number) {
  return testApp.database.db
    .selectFrom('messages')
    .select(['status', 'sender_id', 'delivered_at'])
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
}

function statusUpdates(received: Received) {
  return received.of('message_status_update');
}

describe('delivery', () => {
  it('reaches every tab of the receiver once, never a third member, and tells the sender it was delivered', async () => {
    const [omarPhone, omarLaptop, saraTab, saraOtherTab, linaTab] = [
      await socketOf(omar),
      await socketOf(omar),
      await socketOf(sara),
      await socketOf(sara),
      await socketOf(lina),
    ];
    const sent = await send(sara, omar, 'Is the sofa still there?');
    const expected: IncomingMessageEvent = {
      fromUserId: sara.id,
      message: 'Is the sofa still there?',
      timestamp: sent.timestamp,
      id: sent.id,
      status: 'sent',
      postId: null,
      threadPostId: null,
      ask: null,
    };
    await until(
      () =>
        omarPhone.of('private_message').length > 0 && omarLaptop.of('private_message').length > 0,
      "Omar's tabs to get the message",
    );
    await until(() => statusUpdates(saraTab).length > 0, 'the delivered status');
    expect(statusUpdates(saraTab)).toEqual([{ messageId: sent.id, status: 'delivered' }]);
    expect(await statusOf(sent.id)).toMatchObject({ status: 'delivered' });
    // Every tab of the sender shows it too.
    await until(() => saraOtherTab.of('message_sent').length > 0, "Sara's other tab");
    expect(saraOtherTab.of('message_sent')).toEqual([
      {
        toUserId: omar.id,
        message: 'Is the sofa still there?',
        timestamp: sent.timestamp,
        id: sent.id,
        status: 'sent',
        postId: null,
        threadPostId: null,
        ask: null,
      },
    ]);

    const later = await send(omar, lina, 'Lina, a later message for you');
    await until(() => linaTab.of('private_message').length > 0, "Lina's own message");
    expect(linaTab.of('private_message')).toEqual([
      expect.objectContaining({ id: later.id, fromUserId: omar.id }),
    ]);
    // Besides her notifications changing, nothing else reached her.
    expect(
      linaTab.events.filter((received) => received.event !== 'notification_count_changed'),
    ).toHaveLength(1);
    for (const tab of [omarPhone, omarLaptop]) {
      expect(tab.of('private_message')).toEqual([expected]);
    }
  });

  it('delivers what was sent while the receiver was away when they connect', async () => {
    const saraTab = await socketOf(sara);
    const first = await send(sara, omar, 'Are you coming today?');
    const second = await send(sara, omar, 'I will be home after five');
    expect(await statusOf(first.id)).toMatchObject({ status: 'sent', delivered_at: null });

    await socketOf(omar);
    await until(() => statusUpdates(saraTab).length === 2, 'both delivered statuses');
    expect(statusUpdates(saraTab)).toEqual(
      expect.arrayContaining([
        { messageId: first.id, status: 'delivered' },
        { messageId: second.id, status: 'delivered' },
      ]),
    );
    expect(await statusOf(second.id)).toMatchObject({ status: 'delivered' });
  });

  it('takes a new message by socket with the rules of POST /messages', async () => {
    const [saraTab, omarTab] = [await socketOf(sara), await socketOf(omar)];
    const answer = await emitWithAnswer(saraTab, 'private_message', {
      toUserId: omar.id,
      message: '  Sent from the socket  ',
    });
    expect(answer).toEqual({
      ok: true,
      data: { id: expect.any(Number), timestamp: expect.any(String) },
    });
    await until(() => omarTab.of('private_message').length > 0, 'the message');
    expect(omarTab.of('private_message')).toEqual([
      expect.objectContaining({ fromUserId: sara.id, message: 'Sent from the socket' }),
    ]);

    const refusals = [
      [
        { toUserId: sara.id, message: 'Me' },
        { code: 'MESSAGE_TO_SELF', field: 'receiver_id' },
      ],
      [{ toUserId: lina.id + 1000, message: 'Nobody' }, { code: 'USER_NOT_FOUND' }],
      [
        { toUserId: omar.id, message: '   ' },
        { code: 'FIELD_REQUIRED', field: 'message' },
      ],
      [{ toUserId: omar.id }, { code: 'FIELD_REQUIRED', field: 'message' }],
      [
        { toUserId: omar.id, message: 'x'.repeat(2001) },
        { code: 'FIELD_TOO_LONG', field: 'message' },
      ],
      [{ toUserId: omar.id, message: 'a\u0007b' }, { code: 'CONTROL_CHARACTERS' }],
      [{ toUserId: 'omar', message: 'Hi' }, { field: 'toUserId' }],
    ] as const;
    for (const [payload, error] of refusals) {
      expect(await emitWithAnswer(saraTab, 'private_message', payload as never)).toEqual({
        ok: false,
        error: expect.objectContaining(error),
      });
    }
    const messages = await testApp.database.db.selectFrom('messages').select('id').execute();
    expect(messages).toHaveLength(1);
  });

  it('refuses a frame larger than a chat message needs by closing the socket', async () => {
    const saraTab = await socketOf(sara);
    const gone = disconnected(saraTab);
    saraTab.socket.emit('private_message', {
      toUserId: omar.id,
      message: 'x'.repeat(SOCKET_MAX_FRAME_BYTES + 1),
    });
    expect(await gone).toBe('transport close');
    expect(await testApp.database.db.selectFrom('messages').select('id').execute()).toEqual([]);
  });
});

describe('closing the app', () => {
  it('closes its sockets’ connections without ending them, so their clients reconnect', async () => {
    const saraTab = await socketOf(sara);
    const gone = disconnected(saraTab);
    await testApp.app.close();
    // A 'transport close' is reconnected by the client; an 'io server disconnect' would not be.
    expect(await gone).toBe('transport close');
  });
});

describe('identity comes from the handshake token alone', () => {
  it('ignores a forged fromUserId: the message is from the socket’s member', async () => {
    const [saraTab, omarTab] = [await socketOf(sara), await socketOf(omar)];
    await emitWithAnswer(saraTab, 'private_message', {
      toUserId: omar.id,
      fromUserId: lina.id,
      message: 'Pretending to be Lina',
    });
    await until(() => omarTab.of('private_message').length > 0, 'the message');
    expect(omarTab.of('private_message')).toEqual([
      expect.objectContaining({ fromUserId: sara.id, message: 'Pretending to be Lina' }),
    ]);
    const stored = await testApp.database.db.selectFrom('messages').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ sender_id: sara.id, receiver_id: omar.id })]);
  });

  it('ignores a forged readerId: only the receiver can read a message', async () => {
    const [saraTab, linaTab] = [await socketOf(sara), await socketOf(lina)];
    const sent = await send(sara, omar, 'For Omar only');
    expect(
      await emitWithAnswer(linaTab, 'message_read', { messageId: sent.id, readerId: omar.id }),
    ).toEqual({ ok: true, data: { readMessageIds: [] } });
    expect(await statusOf(sent.id)).toMatchObject({ status: 'sent' });

    const omarTab = await socketOf(omar);
    await until(() => statusUpdates(saraTab).length === 1, 'the delivered status');
    expect(
      await emitWithAnswer(omarTab, 'message_read', { messageId: sent.id, readerId: lina.id }),
    ).toEqual({ ok: true, data: { readMessageIds: [sent.id] } });
    await until(() => statusUpdates(saraTab).length === 2, 'the read status');
    expect(statusUpdates(saraTab)).toEqual([
      { messageId: sent.id, status: 'delivered' },
      { messageId: sent.id, status: 'read' },
    ]);
    expect(await statusOf(sent.id)).toMatchObject({ status: 'read' });
  });

  it('gives a socket without a live token nothing private and refuses its events', async () => {
    const [anonymous, forged] = [await socketOf(undefined), await connectSocket(baseUrl, 'forged')];
    sockets.push(forged);
    const omarTab = await socketOf(omar);
    await send(sara, omar, 'Private');
    await until(() => omarTab.of('private_message').length > 0, "Omar's message");
    for (const visitor of [anonymous, forged]) {
      visitor.socket.emit('register', omar.id);
      expect(
        await emitWithAnswer(visitor, 'private_message', { toUserId: omar.id, message: 'Hi' }),
      ).toEqual({ ok: false, error: expect.objectContaining({ code: 'UNAUTHENTICATED' }) });
    }
    await send(lina, omar, 'Also private');
    await until(() => omarTab.of('private_message').length > 1, "Omar's second message");
    expect(anonymous.events).toEqual([]);
    expect(forged.events).toEqual([]);
    expect(await testApp.database.db.selectFrom('messages').select('id').execute()).toHaveLength(2);
  });

  it('refuses an address that opens more than 60 sockets a minute', async () => {
    for (let index = 0; index < 59; index += 1) sockets.push(await connectSocket(baseUrl));
    sockets.push(await connectSocket(baseUrl, sara.token));
    await expect(connectSocket(baseUrl, sara.token)).rejects.toThrow('Too many connections');
  });

  it('lets the web app’s pages and clients without an Origin connect, and no other site', async () => {
    await expect(
      connectSocket(baseUrl, sara.token, { origin: 'https://evil.example' }),
    ).rejects.toThrow();
    sockets.push(await connectSocket(baseUrl, sara.token, { origin: WEB_ORIGIN }));
  });

  it('disconnects a member’s sockets when a password change ends their token', async () => {
    const [saraPhone, saraLaptop] = [await socketOf(sara), await socketOf(sara)];
    const gone = Promise.all([disconnected(saraPhone), disconnected(saraLaptop)]);
    const response = await put(
      testApp,
      '/change-password',
      { currentPassword: sara.password, newPassword: 'a new password for Sara' },
      sara.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    // The new token opens a socket that receives again.
    const fresh = await socketOf({
      ...sara,
      token: response.json<{ jwtToken: string }>().jwtToken,
    });
    await send(omar, sara, 'Welcome back');
    await until(() => fresh.of('private_message').length > 0, 'the message on the new socket');
  });

  it('disconnects sockets whose token ended by another way within a sweep', async () => {
    await testApp.close();
    await startApp(100);
    [sara, omar] = [await createMember(testApp), await createMember(testApp)];
    const [saraTab, omarTab] = [await socketOf(sara), await socketOf(omar)];
    const gone = disconnected(saraTab);
    // What a demotion or a password set by another instance does: the token version moves.
    await testApp.database.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', sara.id)
      .execute();
    expect(await gone).toBe('io server disconnect');
    expect(omarTab.socket.connected).toBe(true);
  });
});

describe('a repeated message id', () => {
  it('is accepted by socket and not delivered again, whether sent by REST or by socket', async () => {
    const [saraTab, omarTab] = [await socketOf(sara), await socketOf(omar)];
    const byRest = await send(sara, omar, 'Sent by REST');
    // The earlier client posts a message, then emits it with its id.
    expect(
      await emitWithAnswer(saraTab, 'private_message', {
        toUserId: omar.id,
        fromUserId: sara.id,
        message: 'Sent by REST',
        messageId: byRest.id,
      }),
    ).toEqual({ ok: true, data: byRest });
    const bySocket = await emitWithAnswer(saraTab, 'private_message', {
      toUserId: omar.id,
      message: 'Sent by socket',
    });
    const socketId = (bySocket as { data: { id: number } }).data.id;
    await emitWithAnswer(saraTab, 'private_message', {
      toUserId: omar.id,
      message: 'Sent by socket',
      messageId: socketId,
    });
    // Someone else's message cannot be claimed by id.
    const linas = await send(lina, omar, 'From Lina');
    expect(
      await emitWithAnswer(saraTab, 'private_message', { toUserId: omar.id, messageId: linas.id }),
    ).toEqual({ ok: false, error: expect.objectContaining({ code: 'MESSAGE_NOT_FOUND' }) });

    const last = await send(lina, omar, 'Last one');
    await until(
      () => omarTab.of('private_message').some((message) => message.id === last.id),
      'the last message',
    );
    expect(omarTab.of('private_message').map((message) => message.id)).toEqual([
      byRest.id,
      socketId,
      linas.id,
      last.id,
    ]);
  });
});

describe('read receipts', () => {
  it('reach every tab of the sender when the receiver reads by REST, and the reader’s other tabs re-count', async () => {
    const [saraTab, omarPhone, omarLaptop] = [
      await socketOf(sara),
      await socketOf(omar),
      await socketOf(omar),
    ];
    const first = await send(sara, omar, 'One');
    const second = await send(sara, omar, 'Two');
    await until(() => statusUpdates(saraTab).length === 2, 'the delivered statuses');
    const read = await patch(testApp, `/messages/${sara.id}/read`, omar.token);
    expect(read.json()).toEqual({ readMessageIds: [first.id, second.id] });
    await until(() => statusUpdates(saraTab).length === 4, 'the read statuses');
    expect(statusUpdates(saraTab).slice(2)).toEqual([
      { messageId: first.id, status: 'read' },
      { messageId: second.id, status: 'read' },
    ]);
    for (const tab of [omarPhone, omarLaptop]) {
      const badgeCounts = () =>
        tab.of('notification_count_changed').filter((event) => event.count !== 'notifications');
      await until(() => badgeCounts().length > 0, 'the count event');
      expect(badgeCounts()).toEqual([{ count: 'unreadCount' }]);
    }
  });
});

describe('typing', () => {
  it('reaches only the partner, stops, and stops when the typing socket goes', async () => {
    const [saraTab, omarTab, linaTab] = [
      await socketOf(sara),
      await socketOf(omar),
      await socketOf(lina),
    ];
    saraTab.socket.emit('typing', { toUserId: omar.id, fromUserId: lina.id });
    await until(() => omarTab.events.length === 1, 'typing');
    saraTab.socket.emit('stop_typing', { toUserId: omar.id });
    await until(() => omarTab.events.length === 2, 'stop typing');
    // Typing to oneself or to nobody reaches nobody.
    saraTab.socket.emit('typing', { toUserId: sara.id });
    saraTab.socket.emit('typing', { toUserId: lina.id + 1000 });
    saraTab.socket.emit('typing', { toUserId: lina.id });
    await until(() => linaTab.events.length === 1, 'typing to Lina');
    saraTab.socket.close();
    await until(() => linaTab.events.length === 2, 'stop typing when Sara goes');

    expect(omarTab.events).toEqual([
      { event: 'typing', payload: { fromUserId: sara.id } },
      { event: 'stop_typing', payload: { fromUserId: sara.id } },
    ]);
    expect(linaTab.events).toEqual([
      { event: 'typing', payload: { fromUserId: sara.id } },
      { event: 'stop_typing', payload: { fromUserId: sara.id } },
    ]);
    expect(saraTab.events).toEqual([]);
  });
});
