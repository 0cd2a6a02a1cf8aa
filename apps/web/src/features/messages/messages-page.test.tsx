import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Contact } from '@tabarru/contract/messages';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { currentSocket } from '../../test/realtime';
import { renderRoute } from '../../test/render-route';

const now = new Date();
const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 5).toISOString();
const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 9).toISOString();

function contact(overrides: Partial<Contact>): Contact {
  return {
    id: 8,
    username: 'omar',
    last_message: 'Is the heater still there?',
    last_ask_event: null,
    last_timestamp: today,
    last_sender_id: 8,
    last_status: 'sent',
    unread_count: 0,
    post_id: null,
    item: null,
    ...overrides,
  };
}

function member(contacts: () => Contact[], more: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 1 } },
    'GET /messages/contacts': () => ({ body: contacts() }),
    ...more,
  });
}

describe('/messages', () => {
  it("says a step of an ask in the page's language, not its English line", async () => {
    member(() => [
      contact({ last_message: "I'd like this item.", last_ask_event: 'asked', last_sender_id: 8 }),
    ]);
    renderRoute('/ar/messages');
    const row = (await screen.findByRole('link', { name: 'omar' })).closest('li') as HTMLElement;
    expect(
      within(row).getByText(
        ar.messages.ask.asked.partner.replace(/<\/?name>/g, '').replace('{{name}}', 'omar'),
      ),
    ).toBeInTheDocument();
    expect(within(row).queryByText("I'd like this item.")).toBeNull();
  });

  it('lists the conversations with their last message, unread count, ticks and time', async () => {
    member(() => [
      contact({ unread_count: 2 }),
      contact({
        id: 9,
        username: 'لينا',
        last_message: 'شكرًا جزيلًا',
        last_sender_id: 7,
        last_status: 'read',
        last_timestamp: yesterday,
      }),
    ]);
    renderRoute('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: en.messages.list.title })).toBe(
      screen.getByRole('heading', { level: 1 }),
    );
    expect(await screen.findByRole('link', { name: 'omar' })).toHaveAttribute('href', '/dm/8');
    expect(screen.getByRole('link', { name: 'لينا' })).toHaveAttribute('href', '/dm/9');
    const [omar, lina] = within(screen.getByRole('main')).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(omar).getByText('omar')).toHaveClass('font-bold');
    expect(omar).toHaveTextContent('Unread messages: 2');
    expect(omar).not.toHaveTextContent(en.messages.status.read);
    expect(lina).toHaveTextContent(en.messages.list.yesterday);
    expect(lina).toHaveTextContent(en.messages.status.read);
    expect(within(lina).getByText('شكرًا جزيلًا')).toHaveAttribute('dir', 'auto');
  });

  for (const [lang, texts, prefix] of [
    ['English', en, ''],
    ['Arabic', ar, '/ar'],
  ] as const) {
    it(`shows beside a conversation the item it is about, linked to the post, in ${lang}`, async () => {
      member(() => [
        contact({
          post_id: 5,
          item: {
            id: 5,
            title: 'مدفأة زيت',
            thumbnail_url: 'http://api.test/uploads/abc-480.webp',
            availability: 'reserved',
          },
        }),
        contact({ id: 9, username: 'lina', item: null }),
      ]);
      renderRoute(`${prefix}/messages`);
      const aboutHeater = `omar ${texts.messages.list.aboutItem.replace('{{title}}', 'مدفأة زيت')}`;
      await screen.findByRole('link', { name: aboutHeater });
      const [omar, lina] = within(screen.getByRole('main')).getAllByRole('listitem') as [
        HTMLElement,
        HTMLElement,
      ];
      const item = within(omar).getByRole('link', { name: /^مدفأة زيت/ });
      expect(item).toHaveAttribute('href', `${prefix}/posts/5`);
      expect(within(item).getByText('مدفأة زيت')).toHaveAttribute('dir', 'auto');
      expect(item).toHaveTextContent(texts.posts.availability.reserved);
      expect(item.querySelector('img')).toHaveAttribute(
        'src',
        'http://api.test/uploads/abc-480.webp',
      );
      // The thread itself is still the row's own link.
      expect(within(omar).getByRole('link', { name: aboutHeater })).toHaveAttribute(
        'href',
        `${prefix}/dm/8?post=5`,
      );
      expect(within(lina).getAllByRole('link')).toHaveLength(1);
    });

    it(`lists each thread with a member apart, with its item and unread count, in ${lang}`, async () => {
      const chair = {
        id: 21,
        title: 'Wanted: a chair',
        thumbnail_url: null,
        availability: 'available' as const,
      };
      member(() => [
        contact({ post_id: 21, item: chair, last_message: 'I have one', unread_count: 1 }),
        contact({ post_id: 5, item: null, last_message: 'About the sofa', unread_count: 3 }),
        contact({ last_message: 'Hello' }),
      ]);
      renderRoute(`${prefix}/messages`);
      const aboutChair = `omar ${texts.messages.list.aboutItem.replace('{{title}}', chair.title)}`;
      const chairLink = await screen.findByRole('link', { name: aboutChair });
      const rows = within(screen.getByRole('main')).getAllByRole('listitem');
      expect(rows).toHaveLength(3);
      const [chairRow, sofaRow, noItemRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
      expect(chairLink).toHaveAttribute('href', `${prefix}/dm/8?post=21`);
      expect(chairRow).toHaveTextContent('I have one');
      expect(within(chairRow).getByRole('link', { name: /^Wanted: a chair/ })).toHaveAttribute(
        'href',
        `${prefix}/posts/21`,
      );
      // A thread whose item was deleted or is no longer shown keeps its row and link.
      expect(sofaRow).toHaveTextContent(texts.messages.list.itemGone);
      expect(sofaRow).toHaveTextContent(texts.messages.list.unread.replace('{{count}}', '3'));
      expect(within(sofaRow).getByRole('link', { name: 'omar' })).toHaveAttribute(
        'href',
        `${prefix}/dm/8?post=5`,
      );
      expect(within(noItemRow).getByRole('link', { name: 'omar' })).toHaveAttribute(
        'href',
        `${prefix}/dm/8`,
      );
      expect(noItemRow).not.toHaveTextContent(texts.messages.list.itemGone);
      expect(document.documentElement).toHaveAttribute('dir', lang === 'Arabic' ? 'rtl' : 'ltr');
    });
  }

  it('says there are none yet, in Arabic too', async () => {
    member(() => []);
    renderRoute('/ar/messages');
    expect(await screen.findByText(ar.messages.list.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ar.messages.list.browse })).toHaveAttribute(
      'href',
      '/ar/feed',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ar.messages.list.title);
  });

  it('reads the list again when a message arrives on the socket', async () => {
    let contacts = [contact({ last_message: 'Hello' })];
    const api = member(() => contacts);
    renderRoute('/messages');
    await screen.findByText('Hello');
    contacts = [contact({ last_message: 'Are you coming?', unread_count: 1 })];
    const before = api.callsTo('GET /messages/contacts').length;
    act(() =>
      currentSocket().receive(
        'private_message',
        {
          fromUserId: 8,
          message: 'Are you coming?',
          timestamp: today,
          id: 12,
          status: 'sent',
          postId: null,
          threadPostId: null,
        },
        () => undefined,
      ),
    );
    expect(await screen.findByText('Are you coming?')).toBeInTheDocument();
    expect(api.callsTo('GET /messages/contacts').length).toBeGreaterThan(before);
  });

  it('shows a failed first load with Try again', async () => {
    let calls = 0;
    member(() => [], {
      'GET /messages/contacts': () =>
        ++calls === 1
          ? { status: 503, body: { message: 'busy', code: 'SERVICE_UNAVAILABLE' } }
          : { body: [contact({ last_message: 'Back again' })] },
    });
    renderRoute('/messages');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.messages.list.failed);
    await userEvent.click(screen.getByRole('button', { name: en.messages.list.retry }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    renderRoute('/messages');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      en.messages.list.title,
    );
  });
});
