import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { ChatMessage, Contact } from '@tabarru/contract/messages';
import { ASK_EVENT_TEXTS, type AskEvent } from '@tabarru/contract/pickups';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPostDetail } from '../../test/posts';
import { buildPublicProfile } from '../../test/profiles';
import { currentSocket } from '../../test/realtime';
import { renderRoute } from '../../test/render-route';

const SARA = 7;
const OMAR = 8;

function message(
  id: number,
  from: number,
  content: string,
  status: ChatMessage['status'] = 'read',
  postId: number | null = null,
): ChatMessage {
  return {
    id,
    sender_id: from,
    content,
    timestamp: new Date(Date.UTC(2026, 10, 24, 9, id)).toISOString(),
    status,
    post_id: postId,
    ask: null,
  };
}

function member(more: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: SARA, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /messages/contacts': { body: [] },
    [`GET /api/users/${OMAR}`]: { body: buildPublicProfile({ id: OMAR, username: 'omar' }) },
    [`GET /messages/${OMAR}`]: {
      body: [message(1, OMAR, 'Is the heater still there?'), message(2, SARA, 'Yes it is')],
    },
    [`PATCH /messages/${OMAR}/read`]: { body: { readMessageIds: [1] } },
    'GET /api/blocks': { body: { blocks: [] } },
    ...more,
  });
}

function history() {
  return screen.getByRole('region', { name: 'Messages with omar' });
}

describe('/dm/:userId', () => {
  it('shows the conversation titled with the member, marks it read, and sends with Enter', async () => {
    const api = member({
      'POST /messages': {
        status: 201,
        body: { id: 3, timestamp: new Date(Date.UTC(2026, 10, 24, 9, 3)).toISOString() },
      },
    });
    renderRoute(`/dm/${OMAR}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'chatting with omar' }),
    ).toBeInTheDocument();
    expect(await within(history()).findByText('Is the heater still there?')).toHaveAttribute(
      'dir',
      'auto',
    );
    await waitFor(() => expect(api.callsTo(`PATCH /messages/${OMAR}/read`)).toHaveLength(1));

    const input = screen.getByLabelText(en.messages.composer.label);
    await userEvent.type(input, '  See you at five{Shift>}{Enter}{/Shift}Thanks!{Enter}');
    await within(history()).findByText(/See you at five/);
    expect(api.callsTo('POST /messages').map((call) => call.body)).toEqual([
      { receiver_id: OMAR, content: 'See you at five\nThanks!' },
    ]);
    expect(input).toHaveValue('');
    // An empty message is not sent.
    await userEvent.type(input, '   {Enter}');
    expect(api.callsTo('POST /messages')).toHaveLength(1);
    // Typing started with the first keystroke, stopped when the message went, started again.
    expect(
      currentSocket()
        .sent.filter(({ event }) => event === 'typing' || event === 'stop_typing')
        .map(({ event, args }) => [event, args[0]]),
    ).toEqual([
      ['typing', { toUserId: OMAR }],
      ['stop_typing', { toUserId: OMAR }],
      ['typing', { toUserId: OMAR }],
    ]);
  });

  it('shows a message once when its echo from the socket comes before the reply', async () => {
    let reply: (value: { status: number; body: unknown }) => void = () => undefined;
    member({
      'POST /messages': () => new Promise((resolve) => (reply = resolve)),
    });
    renderRoute(`/dm/${OMAR}`);
    await within(await screen.findByRole('region', { name: 'Messages with omar' })).findByText(
      'Yes it is',
    );
    await userEvent.type(screen.getByLabelText(en.messages.composer.label), 'Only once{Enter}');
    const timestamp = new Date(Date.UTC(2026, 10, 24, 9, 30)).toISOString();
    act(() =>
      currentSocket().receive('message_sent', {
        toUserId: OMAR,
        message: 'Only once',
        timestamp,
        id: 30,
        status: 'sent',
        postId: null,
        threadPostId: null,
      }),
    );
    expect(within(history()).getAllByText('Only once')).toHaveLength(1);
    act(() => reply({ status: 201, body: { id: 30, timestamp } }));
    await waitFor(() =>
      expect(within(history()).getByText('Only once').closest('li')).toHaveTextContent(
        en.messages.status.sent,
      ),
    );
    expect(within(history()).getAllByText('Only once')).toHaveLength(1);
  });

  it('keeps a message that failed in the list with Retry, and sends it again', async () => {
    let attempts = 0;
    member({
      'POST /messages': () =>
        ++attempts === 1
          ? { status: 503, body: { message: 'busy', code: 'SERVICE_UNAVAILABLE' } }
          : { status: 201, body: { id: 5, timestamp: new Date().toISOString() } },
    });
    renderRoute(`/dm/${OMAR}`);
    await within(await screen.findByRole('region', { name: 'Messages with omar' })).findByText(
      'Yes it is',
    );
    await userEvent.type(screen.getByLabelText(en.messages.composer.label), 'Hello?{Enter}');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(en.errors.SERVICE_UNAVAILABLE);
    expect(within(history()).getByText('Hello?')).toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: en.messages.status.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(within(history()).getByText('Hello?')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows what the socket brings: the partner’s messages (reported read), ticks and typing', async () => {
    member();
    renderRoute(`/dm/${OMAR}`);
    await within(await screen.findByRole('region', { name: 'Messages with omar' })).findByText(
      'Yes it is',
    );
    const socket = currentSocket();
    act(() => socket.receive('typing', { fromUserId: OMAR }));
    expect(screen.getByText(/Typing\.\./)).toHaveTextContent('omar Typing..');
    act(() => socket.receive('typing', { fromUserId: 99 }));
    act(() =>
      socket.receive(
        'private_message',
        {
          fromUserId: OMAR,
          message: 'مرحبا، متى تصل؟',
          timestamp: new Date(Date.UTC(2026, 10, 24, 9, 10)).toISOString(),
          id: 10,
          status: 'sent',
          postId: null,
          threadPostId: null,
        },
        () => undefined,
      ),
    );
    expect(within(history()).getByText('مرحبا، متى تصل؟')).toHaveAttribute('dir', 'auto');
    expect(screen.queryByText(/Typing\.\./)).not.toBeInTheDocument();
    expect(socket.emitted('message_read')).toEqual([{ messageId: 10 }]);

    // A message to another conversation stays out of this one.
    act(() =>
      socket.receive(
        'private_message',
        {
          fromUserId: 99,
          message: 'Elsewhere',
          timestamp: new Date().toISOString(),
          id: 11,
          status: 'sent',
          postId: null,
          threadPostId: null,
        },
        () => undefined,
      ),
    );
    expect(within(history()).queryByText('Elsewhere')).not.toBeInTheDocument();

    const own = within(history()).getByText('Yes it is').closest('li') as HTMLElement;
    expect(own).toHaveTextContent(en.messages.status.read);
  });

  it('updates its own message’s ticks from sent to delivered to read', async () => {
    member({
      [`GET /messages/${OMAR}`]: { body: [message(4, SARA, 'On my way', 'sent')] },
    });
    renderRoute(`/dm/${OMAR}`);
    const bubble = (
      await within(await screen.findByRole('region', { name: 'Messages with omar' })).findByText(
        'On my way',
      )
    ).closest('li') as HTMLElement;
    expect(bubble).toHaveTextContent(en.messages.status.sent);
    act(() =>
      currentSocket().receive('message_status_update', { messageId: 4, status: 'delivered' }),
    );
    expect(bubble).toHaveTextContent(en.messages.status.delivered);
    act(() => currentSocket().receive('message_status_update', { messageId: 4, status: 'read' }));
    act(() =>
      currentSocket().receive('message_status_update', { messageId: 4, status: 'delivered' }),
    );
    expect(bubble).toHaveTextContent(en.messages.status.read);
  });

  it('loads the page before the oldest when the last page was full', async () => {
    const latest = Array.from({ length: 20 }, (_, index) =>
      message(index + 21, index % 2 ? SARA : OMAR, `Newer ${index + 21}`),
    );
    const api = member({
      [`GET /messages/${OMAR}`]: { body: latest },
      [`GET /messages/${OMAR}?before=${encodeURIComponent(latest[0]?.timestamp ?? '')}`]: {
        body: [message(5, OMAR, 'The very first message')],
      },
    });
    renderRoute(`/dm/${OMAR}`);
    expect(
      await within(await screen.findByRole('region', { name: 'Messages with omar' })).findByText(
        'The very first message',
      ),
    ).toBeInTheDocument();
    const texts = within(history())
      .getAllByRole('listitem')
      .flatMap((item) => item.querySelector('p')?.textContent ?? []);
    expect(texts[0]).toBe('The very first message');
    expect(texts.at(-1)).toBe('Newer 40');
    expect(
      api.calls.filter((call) => call.path.startsWith(`/messages/${OMAR}?before=`)),
    ).toHaveLength(1);
  });

  it('puts the day above the first message of each day: the date, then Today', async () => {
    const today = new Date();
    // Noon three days ago on the device: both of its messages on one day.
    const earlier = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 3, 12);
    const at = (when: Date, minutes: number) =>
      new Date(when.getTime() + minutes * 60_000).toISOString();
    member({
      [`GET /messages/${OMAR}`]: {
        body: [
          { ...message(1, OMAR, 'Is the sofa still there?'), timestamp: at(earlier, 0) },
          { ...message(2, SARA, 'Yes, come on Friday'), timestamp: at(earlier, 1) },
          { ...message(3, OMAR, 'On my way'), timestamp: today.toISOString() },
        ],
      },
    });
    renderRoute(`/dm/${OMAR}`);
    await within(await screen.findByRole('region', { name: 'Messages with omar' })).findByText(
      'On my way',
    );
    const items = within(history())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const earlierDay = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(earlier.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }),
    }).format(earlier);
    expect(items[0]).toBe(earlierDay);
    expect(items[1]).toContain('Is the sofa still there?');
    expect(items[2]).toContain('Yes, come on Friday');
    expect(items[3]).toBe(en.messages.conversation.today);
    expect(items[4]).toContain('On my way');
  });

  it('reads the history again when the conversation is opened again', async () => {
    let replies = [
      [message(1, OMAR, 'Before')],
      [message(1, OMAR, 'Before'), message(2, OMAR, 'While away')],
    ];
    const api = member({ [`GET /messages/${OMAR}`]: () => ({ body: replies.shift() ?? [] }) });
    const view = renderRoute(`/dm/${OMAR}`);
    await within(await screen.findByRole('region', { name: 'Messages with omar' })).findByText(
      'Before',
    );
    await act(() => view.router.navigate('/messages'));
    await screen.findByRole('heading', { level: 1, name: en.messages.list.title });
    await act(() => view.router.navigate(`/dm/${OMAR}`));
    expect(
      await within(await screen.findByRole('region', { name: 'Messages with omar' })).findByText(
        'While away',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`GET /messages/${OMAR}`)).toHaveLength(2);
    replies = [];
  });

  it('names the member User {id} until the profile answers, in Arabic', async () => {
    member({
      [`GET /api/users/${OMAR}`]: {
        status: 503,
        body: { message: 'busy', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    renderRoute(`/ar/dm/${OMAR}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'محادثة مع المستخدم 8',
    );
    expect(screen.getByPlaceholderText(ar.messages.composer.placeholder)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.messages.composer.send })).toBeInTheDocument();
  });

  it('says so for a member who does not exist, and for oneself', async () => {
    member({
      'GET /api/users/404': {
        status: 404,
        body: { message: 'User not found', code: 'USER_NOT_FOUND' },
      },
      'GET /messages/404': {
        status: 404,
        body: { message: 'User not found', code: 'USER_NOT_FOUND' },
      },
    });
    const view = renderRoute('/dm/404');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.messages.conversation.notFound }),
    ).toBeInTheDocument();
    view.unmount();
    member({ [`GET /api/users/${SARA}`]: { body: buildPublicProfile({ id: SARA }) } });
    renderRoute(`/dm/${SARA}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: en.messages.conversation.self }),
    ).toBeInTheDocument();
    renderRoute('/dm/not-a-member');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.messages.conversation.notFound }),
    ).toBeInTheDocument();
  });

  it('shows, instead of the conversation, that the member blocked Omar, with Unblock', async () => {
    let blocked = true;
    const api = member({
      'GET /api/blocks': () => ({
        body: {
          blocks: blocked
            ? [{ id: OMAR, username: 'omar', blocked_at: '2026-11-25T09:00:00.000Z' }]
            : [],
        },
      }),
      [`GET /messages/${OMAR}`]: () =>
        blocked
          ? { status: 403, body: { message: 'Blocked', code: 'MEMBER_BLOCKED' } }
          : { body: [message(1, OMAR, 'Is the heater still there?')] },
      [`DELETE /api/blocks/${OMAR}`]: () => {
        blocked = false;
        return { body: { message: 'Member unblocked.' } };
      },
    });
    renderRoute(`/dm/${OMAR}`);
    expect(await screen.findByText(/Unblock them to send and read messages/)).toBeInTheDocument();
    expect(screen.queryByLabelText(en.messages.composer.label)).toBeNull();
    expect(api.callsTo(`PATCH /messages/${OMAR}/read`)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: en.blocks.unblock }));
    expect(await within(history()).findByText('Is the heater still there?')).toBeInTheDocument();
    expect(screen.getByLabelText(en.messages.composer.label)).toBeInTheDocument();
  });

  it('says in Arabic that no message goes when Omar blocked the member, without saying who did', async () => {
    member({
      [`GET /messages/${OMAR}`]: {
        status: 403,
        body: { message: 'Blocked', code: 'MEMBER_BLOCKED' },
      },
    });
    renderRoute(`/ar/dm/${OMAR}`);
    expect(await screen.findByText(/لا يمكنك تبادل الرسائل مع/)).toBeInTheDocument();
    expect(screen.queryByLabelText(ar.messages.composer.label)).toBeNull();
    expect(screen.queryByRole('button', { name: ar.blocks.unblock })).toBeNull();
  });
});

describe('/dm/:userId?post=: the thread about an item', () => {
  const heater = aPostDetail({ post_id: 5, user_id: OMAR, title: 'Oil heater' });
  const desk = aPostDetail({
    post_id: 6,
    user_id: SARA,
    username: 'sara',
    title: 'مكتب خشبي',
    availability: 'reserved',
  });
  const wantedChair = aPostDetail({
    post_id: 21,
    user_id: OMAR,
    title: 'Looking for a chair',
    kind: 'wanted',
    expires_at: '2026-12-24T09:00:00.000Z',
  });
  const sent = { status: 201, body: { id: 30, timestamp: new Date().toISOString() } };

  function thread(postId: number | null, overrides: Partial<Contact> = {}): Contact {
    return {
      id: OMAR,
      username: 'omar',
      last_message: 'Hello',
      last_ask_event: null,
      last_timestamp: new Date(Date.UTC(2026, 10, 24, 9, 0)).toISOString(),
      last_sender_id: OMAR,
      last_status: 'read',
      unread_count: 0,
      post_id: postId,
      item: null,
      ...overrides,
    };
  }

  /** The stubs of the thread about `postId`: its history and its read. */
  function threadOf(postId: number, messages: ChatMessage[]) {
    return {
      [`GET /messages/${OMAR}?post_id=${postId}`]: { body: messages },
      [`PATCH /messages/${OMAR}/read?post_id=${postId}`]: { body: { readMessageIds: [] } },
    };
  }

  function itemCard(name: string) {
    return screen.findByRole('region', { name });
  }

  async function sendFromComposer(label: string, text: string, shown: string) {
    await within(await screen.findByRole('region', { name: /omar/ })).findByText(shown);
    await userEvent.type(screen.getByLabelText(label), `${text}{Enter}`);
  }

  it('opened from a post: shows it at the top with a link back and the claim, reads and sends in its thread', async () => {
    const api = member({
      ...threadOf(5, [message(1, SARA, 'Is the heater still there?', 'read', 5)]),
      'GET /Posting/posts/5': { body: heater },
      'POST /messages': sent,
    });
    renderRoute(`/dm/${OMAR}?post=5`);
    const card = await itemCard(en.messages.conversation.about);
    expect(within(card).getByRole('link', { name: /Oil heater/ })).toHaveAttribute(
      'href',
      '/posts/5',
    );
    expect(within(card).getByText('Oil heater')).toHaveAttribute('dir', 'auto');
    expect(card).toHaveTextContent(en.posts.availability.available);
    expect(within(card).getByRole('button', { name: en.claims.button })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(`PATCH /messages/${OMAR}/read?post_id=5`)).toHaveLength(1),
    );

    await sendFromComposer(en.messages.composer.label, 'Tomorrow?', 'Is the heater still there?');
    await waitFor(() =>
      expect(api.callsTo('POST /messages').map((call) => call.body)).toEqual([
        { receiver_id: OMAR, content: 'Tomorrow?', post_id: 5 },
      ]),
    );
    // The thread about no item is never read from here.
    expect(api.callsTo(`GET /messages/${OMAR}`)).toEqual([]);
    expect(api.callsTo(`PATCH /messages/${OMAR}/read`)).toEqual([]);
  });

  for (const [lang, texts, prefix] of [
    ['English', en, ''],
    ['Arabic', ar, '/ar'],
  ] as const) {
    it(`a wanted post's thread (I have this) says it is wanted, offers no claim, and has the other threads a tap away, in ${lang}`, async () => {
      const api = member({
        ...threadOf(21, []),
        'GET /Posting/posts/21': { body: wantedChair },
        'GET /messages/contacts': {
          body: [
            thread(5, {
              item: { id: 5, title: 'Oil heater', thumbnail_url: null, availability: 'available' },
              unread_count: 2,
            }),
            thread(null),
          ],
        },
        'POST /messages': sent,
      });
      renderRoute(`${prefix}/dm/${OMAR}?post=21`);
      const card = await itemCard(texts.messages.conversation.about);
      expect(within(card).getByRole('link', { name: /Looking for a chair/ })).toHaveAttribute(
        'href',
        `${prefix}/posts/21`,
      );
      expect(card).toHaveTextContent(texts.wanted.badge);
      expect(within(card).queryByRole('button')).toBeNull();
      expect(screen.queryByRole('button', { name: texts.claims.button })).toBeNull();
      const region = screen.getByRole('region', {
        name: texts.messages.conversation.history.replace('{{name}}', 'omar'),
      });
      expect(
        await within(region).findByText(
          texts.messages.conversation.empty.replace('{{name}}', 'omar'),
        ),
      ).toBeInTheDocument();

      const others = screen.getByRole('navigation', {
        name: texts.messages.conversation.otherThreads.replace('<name>{{name}}</name>', 'omar'),
      });
      const links = within(others).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        `${prefix}/dm/${OMAR}?post=5`,
        `${prefix}/dm/${OMAR}`,
      ]);
      expect(links[0]).toHaveTextContent('Oil heater');
      expect(links[0]).toHaveTextContent(
        texts.messages.conversation.threadUnread.replace('{{count}}', '2'),
      );
      expect(links[1]).toHaveTextContent(texts.messages.conversation.noItemThread);
      expect(document.documentElement).toHaveAttribute('dir', lang === 'Arabic' ? 'rtl' : 'ltr');

      await userEvent.type(screen.getByLabelText(texts.messages.composer.label), 'لدي كرسي{Enter}');
      await waitFor(() =>
        expect(api.callsTo('POST /messages').map((call) => call.body)).toEqual([
          { receiver_id: OMAR, content: 'لدي كرسي', post_id: 21 },
        ]),
      );
    });
  }

  it('in Arabic, shows the own item without a claim', async () => {
    member({
      ...threadOf(6, [message(1, OMAR, 'هل ما زال المكتب متوفرًا؟', 'read', 6)]),
      'GET /Posting/posts/6': { body: desk },
    });
    renderRoute(`/ar/dm/${OMAR}?post=6`);
    const card = await itemCard(ar.messages.conversation.about);
    expect(within(card).getByRole('link', { name: /مكتب خشبي/ })).toHaveAttribute(
      'href',
      '/ar/posts/6',
    );
    expect(card).toHaveTextContent(ar.posts.availability.reserved);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("keeps a message of another thread out of this one, and counts it in that thread's link", async () => {
    let contacts = [thread(null)];
    const api = member({
      ...threadOf(5, [message(1, SARA, 'Is the heater still there?', 'read', 5)]),
      'GET /Posting/posts/5': { body: heater },
      'GET /messages/contacts': () => ({ body: contacts }),
    });
    renderRoute(`/dm/${OMAR}?post=5`);
    await within(await screen.findByRole('region', { name: /omar/ })).findByText(
      'Is the heater still there?',
    );
    contacts = [thread(null, { unread_count: 1, last_message: 'Elsewhere' })];
    const before = api.callsTo('GET /messages/contacts').length;
    const socket = currentSocket();
    const readsBefore = socket.emitted('message_read').length;
    const reads = () => socket.emitted('message_read').slice(readsBefore);
    act(() =>
      socket.receive(
        'private_message',
        {
          fromUserId: OMAR,
          message: 'Elsewhere',
          timestamp: new Date(Date.UTC(2026, 10, 24, 9, 20)).toISOString(),
          id: 20,
          status: 'sent',
          postId: null,
          threadPostId: null,
        },
        () => undefined,
      ),
    );
    expect(within(history()).queryByText('Elsewhere')).toBeNull();
    expect(reads()).toEqual([]);
    await waitFor(() =>
      expect(api.callsTo('GET /messages/contacts').length).toBeGreaterThan(before),
    );
    const others = await screen.findByRole('navigation', { name: /Other conversations with/ });
    expect(await within(others).findByRole('link', { name: /1 unread/ })).toHaveAttribute(
      'href',
      `/dm/${OMAR}`,
    );

    act(() =>
      socket.receive(
        'private_message',
        {
          fromUserId: OMAR,
          message: 'The heater is yours',
          timestamp: new Date(Date.UTC(2026, 10, 24, 9, 21)).toISOString(),
          id: 21,
          status: 'sent',
          postId: 5,
          threadPostId: 5,
        },
        () => undefined,
      ),
    );
    expect(within(history()).getByText('The heater is yours')).toBeInTheDocument();
    expect(reads()).toEqual([{ messageId: 21 }]);
  });

  it('opens the thread about no item for a post of another member', async () => {
    const api = member({
      'GET /Posting/posts/7': { body: aPostDetail({ post_id: 7, user_id: 99 }) },
      'POST /messages': sent,
    });
    renderRoute(`/dm/${OMAR}?post=7`);
    await sendFromComposer(en.messages.composer.label, 'Hello', 'Yes it is');
    await waitFor(() =>
      expect(api.callsTo('POST /messages').map((call) => call.body)).toEqual([
        { receiver_id: OMAR, content: 'Hello' },
      ]),
    );
    expect(screen.queryByRole('region', { name: en.messages.conversation.about })).toBeNull();
  });

  it('keeps the thread of a post that is gone, saying so', async () => {
    const api = member({
      ...threadOf(8, [message(1, OMAR, 'It went to someone else', 'read', null)]),
      'GET /Posting/posts/8': {
        status: 404,
        body: { message: 'Post not found', code: 'POST_NOT_FOUND' },
      },
      'POST /messages': sent,
    });
    renderRoute(`/dm/${OMAR}?post=8`);
    expect(await screen.findByText(en.messages.conversation.itemGone)).toBeInTheDocument();
    await sendFromComposer(en.messages.composer.label, 'Thanks anyway', 'It went to someone else');
    await waitFor(() =>
      expect(api.callsTo('POST /messages').map((call) => call.body)).toEqual([
        { receiver_id: OMAR, content: 'Thanks anyway', post_id: 8 },
      ]),
    );
  });

  /** A step of ask 21 on the heater, as the API writes it into the thread. */
  function step(
    id: number,
    from: number,
    event: AskEvent,
    content: string = ASK_EVENT_TEXTS[event],
  ): ChatMessage {
    return { ...message(id, from, content, 'read', 5), ask: { id: 21, event } };
  }

  /** The messages of the history that are steps of an ask: each links to its item's page. */
  function stepCards(open: string, region: HTMLElement = history()) {
    return within(region)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('link', { name: open }));
  }

  it("shows each step of an ask as a card saying it from the viewer's side, with the note and the reason quoted", async () => {
    member({
      ...threadOf(5, [
        step(1, SARA, 'asked', 'I can come on Thursday evening.'),
        step(2, OMAR, 'promised'),
        step(3, SARA, 'time_picked'),
        message(4, OMAR, 'See you then', 'read', 5),
        step(5, OMAR, 'promise_withdrawn', 'The heater broke, sorry.'),
        step(6, SARA, 'collected'),
      ]),
      'GET /Posting/posts/5': { body: heater },
    });
    renderRoute(`/dm/${OMAR}?post=5`);
    await within(await screen.findByRole('region', { name: /omar/ })).findByText('See you then');
    const cards = stepCards(en.messages.ask.open);
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'You asked for this item.',
      'omar promised you this item.',
      'You picked a time.',
      'omar withdrew the promise.',
      'The item was collected.',
    ]);
    const [asked, promised, , withdrawn] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    const note = within(asked).getByRole('figure');
    expect(note).toHaveTextContent(en.messages.ask.note);
    expect(within(note).getByText('I can come on Thursday evening.')).toHaveAttribute(
      'dir',
      'auto',
    );
    // The English line for clients that show only text gives way to the page's sentence.
    expect(promised).not.toHaveTextContent(ASK_EVENT_TEXTS.promised);
    expect(within(promised).queryByRole('figure')).toBeNull();
    expect(within(promised).getByText('omar').tagName).toBe('BDI');
    expect(within(withdrawn).getByRole('figure')).toHaveTextContent(
      `${en.messages.ask.reason}The heater broke, sorry.`,
    );

    for (const card of cards) {
      expect(within(card).getByRole('link', { name: en.messages.ask.open })).toHaveAttribute(
        'href',
        '/posts/5',
      );
    }
    expect(asked.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(Date.UTC(2026, 10, 24, 9, 1)).toISOString(),
    );
    // What a member wrote stays a bubble.
    expect(within(history()).getByText('See you then').closest('li')).not.toHaveTextContent(
      en.messages.ask.open,
    );
  });

  it('shows the steps the socket brings as cards, in Arabic, and a step of an item gone without its link', async () => {
    member({
      ...threadOf(5, [{ ...step(1, SARA, 'asked'), post_id: null }]),
      'GET /Posting/posts/5': { body: heater },
    });
    renderRoute(`/ar/dm/${OMAR}?post=5`);
    const region = await screen.findByRole('region', {
      name: ar.messages.conversation.history.replace('{{name}}', 'omar'),
    });
    await within(region).findByText('طلبتَ هذا الغرض.');
    expect(within(region).queryByRole('link', { name: ar.messages.ask.open })).toBeNull();

    const socket = currentSocket();
    act(() =>
      socket.receive(
        'private_message',
        {
          fromUserId: OMAR,
          message: ASK_EVENT_TEXTS.times_offered,
          timestamp: new Date(Date.UTC(2026, 10, 24, 9, 10)).toISOString(),
          id: 10,
          status: 'sent',
          postId: 5,
          threadPostId: 5,
          ask: { id: 21, event: 'times_offered' },
        },
        () => undefined,
      ),
    );
    act(() =>
      socket.receive('message_sent', {
        toUserId: OMAR,
        message: ASK_EVENT_TEXTS.another_time,
        timestamp: new Date(Date.UTC(2026, 10, 24, 9, 11)).toISOString(),
        id: 11,
        status: 'sent',
        postId: 5,
        threadPostId: 5,
        ask: { id: 21, event: 'another_time' },
      }),
    );
    const cards = stepCards(ar.messages.ask.open, region);
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'عرض omar مواعيد جديدة: اختر أحدها.',
      'طلبتَ موعداً آخر.',
    ]);
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: ar.messages.ask.open })).toHaveAttribute(
        'href',
        '/ar/posts/5',
      );
    }
    expect(within(region).queryByText(ASK_EVENT_TEXTS.times_offered)).toBeNull();
  });

  it('shows no item between a blocked pair, even opened from the post', async () => {
    member({
      'GET /Posting/posts/5': { body: heater },
      [`GET /messages/${OMAR}?post_id=5`]: {
        status: 403,
        body: { message: 'Blocked', code: 'MEMBER_BLOCKED' },
      },
    });
    renderRoute(`/dm/${OMAR}?post=5`);
    expect(await screen.findByText(/You cannot exchange messages with/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.messages.conversation.about })).toBeNull();
    expect(screen.queryByRole('link', { name: /Oil heater/ })).toBeNull();
  });
});
