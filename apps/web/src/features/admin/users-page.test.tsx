import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { AdminUser } from '@tabarru/contract/admin';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const ADMIN: AdminUser = {
  id: 1,
  username: 'admin',
  email: 'admin@tabarru.jo',
  phone_number: '+962790000001',
  is_admin: true,
  location: null,
  items_donated: 0,
  created_at: '2026-01-02T09:00:00.000Z',
  suspended_at: null,
  suspended_reason: null,
};
const SARA: AdminUser = {
  ...ADMIN,
  id: 7,
  username: 'سارة',
  email: 'sara@example.jo',
  phone_number: '+962791234567',
  is_admin: false,
  location: 'Irbid - University Street',
  items_donated: 12,
  created_at: '2026-03-04T09:00:00.000Z',
};

function signedIn(handlers: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: 1, username: 'admin', isAdmin: true }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/1': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /admin/users?limit=50': { body: [SARA, ADMIN] },
    ...handlers,
  });
}

function row(name: string) {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(name) !== null);
  if (!item) throw new Error(`no row of ${name}`);
  return item;
}

describe('/admin/users', () => {
  it('lists members with their email, phone and role, and no actions on oneself', async () => {
    signedIn();
    renderRoute('/admin/users');
    expect(await screen.findByText('sara@example.jo')).toBeInTheDocument();
    expect(within(row('admin')).getByText(en.admin.users.adminBadge)).toBeInTheDocument();
    expect(within(row('admin')).getByText(en.admin.users.you)).toBeInTheDocument();
    expect(within(row('admin')).queryByRole('button')).toBeNull();
    expect(within(row('سارة')).getByRole('button', { name: 'Promote سارة' })).toBeInTheDocument();
    expect(within(row('سارة')).getByText('University Street')).toBeInTheDocument();
    expect(within(row('سارة')).getByText('Items donated: 12')).toBeInTheDocument();
  });

  it('says the area and the items donated in Arabic on the Arabic page', async () => {
    signedIn();
    renderRoute('/ar/admin/users');
    expect(await screen.findByText('sara@example.jo')).toBeInTheDocument();
    const sara = row('سارة');
    expect(sara).toHaveTextContent(ar.posts.regions.Irbid);
    expect(
      within(sara).getByText(ar.admin.users.itemsDonated.replace('{{count}}', '12')),
    ).toBeInTheDocument();
    expect(
      within(row('admin')).getByText(ar.admin.users.itemsDonated.replace('{{count}}', '0')),
    ).toBeInTheDocument();
  });

  it('searches by email in the database once typing pauses', async () => {
    const api = signedIn({ 'GET /admin/users?limit=50&q=SARA': { body: [SARA] } });
    renderRoute('/admin/users');
    await screen.findByText('sara@example.jo');
    await userEvent.type(screen.getByLabelText(en.admin.users.search), 'SARA');
    await waitFor(() => expect(api.callsTo('GET /admin/users?limit=50&q=SARA')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('admin@tabarru.jo')).toBeNull());
  });

  it('loads the next page with the cursor of the last one', async () => {
    signedIn({
      'GET /admin/users?limit=50': { body: [SARA], headers: { 'X-Next-Cursor': 'abc' } },
      'GET /admin/users?limit=50&cursor=abc': { body: [ADMIN] },
    });
    renderRoute('/admin/users');
    await screen.findByText('sara@example.jo');
    expect(screen.queryByText('admin@tabarru.jo')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en.admin.loadMore }));
    expect(await screen.findByText('admin@tabarru.jo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.admin.loadMore })).toBeNull();
  });

  it('promotes a member and says so', async () => {
    const api = signedIn({
      'PUT /admin/users/7/toggle-admin': { body: { id: 7, is_admin: true } },
    });
    renderRoute('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Promote سارة' }));
    expect(await screen.findByText('سارة is now an administrator.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/users/7/toggle-admin')).toHaveLength(1);
  });

  it('deletes a member only once the administrator confirms, asking ‘Are you sure you want to delete this user?’', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const api = signedIn({ 'DELETE /admin/users/7': { body: { message: 'User deleted' } } });
    renderRoute('/admin/users');
    const button = await screen.findByRole('button', { name: 'Delete سارة' });
    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this user?');
    expect(api.callsTo('DELETE /admin/users/7')).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByText(en.admin.users.deleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/users/7')).toHaveLength(1);
    confirm.mockRestore();
  });

  it('ends a member’s sessions only once the administrator confirms, and says how many', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const api = signedIn({
      'PUT /admin/users/7/end-sessions': {
        body: { message: "All of this member's sessions have ended.", ended: 3 },
      },
    });
    renderRoute('/admin/users');
    const button = await screen.findByRole('button', { name: 'End sessions of سارة' });
    expect(button).toHaveTextContent(en.admin.users.endSessions);
    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith(en.admin.users.confirmEndSessions);
    expect(api.callsTo('PUT /admin/users/7/end-sessions')).toEqual([]);
    await userEvent.click(button);
    expect(
      await screen.findByText("All of this member's sessions have ended (3)."),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/users/7/end-sessions')).toHaveLength(1);
    confirm.mockRestore();
  });

  it('ends a member’s sessions in Arabic, and says when the member is gone', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let calls = 0;
    signedIn({
      'PUT /admin/users/7/end-sessions': () =>
        ++calls === 1
          ? { body: { message: "All of this member's sessions have ended.", ended: 2 } }
          : { status: 404, body: { message: 'User not found', code: 'USER_NOT_FOUND' } },
    });
    renderRoute('/ar/admin/users');
    const button = await screen.findByRole('button', {
      name: ar.admin.users.endSessionsNamed.replace('{{username}}', 'سارة'),
    });
    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith(ar.admin.users.confirmEndSessions);
    expect(
      await screen.findByText(ar.admin.users.sessionsEnded.replace('{{count}}', '2')),
    ).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText(ar.errors.USER_NOT_FOUND)).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('suspends a member with the reason asked for, only once the administrator answers', async () => {
    const prompt = vi
      .spyOn(window, 'prompt')
      .mockReturnValueOnce(null)
      .mockReturnValueOnce('  Selling, not giving ');
    const api = signedIn({
      'PUT /admin/users/7/suspend': {
        body: { message: 'Member suspended', id: 7, suspended_at: '2026-05-01T09:00:00.000Z' },
      },
    });
    renderRoute('/admin/users');
    const button = await screen.findByRole('button', { name: 'Suspend سارة' });
    expect(button).toHaveTextContent(en.admin.users.suspend);
    // No Suspend for an administrator: they are demoted first.
    expect(screen.getAllByRole('button', { name: /^Suspend / })).toHaveLength(1);
    await userEvent.click(button);
    expect(prompt).toHaveBeenCalledWith(en.admin.users.suspendPrompt, '');
    expect(api.callsTo('PUT /admin/users/7/suspend')).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByText('سارة is suspended.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/users/7/suspend').map((call) => call.body)).toEqual([
      { reason: 'Selling, not giving' },
    ]);
    prompt.mockRestore();
  });

  it('shows a suspended member as such and lifts the suspension once confirmed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = signedIn({
      'GET /admin/users?limit=50': {
        body: [
          { ...SARA, suspended_at: '2026-05-01T09:00:00.000Z', suspended_reason: 'Selling' },
          ADMIN,
        ],
      },
      'PUT /admin/users/7/unsuspend': {
        body: { message: 'Suspension lifted', id: 7, suspended_at: null },
      },
    });
    renderRoute('/admin/users');
    await screen.findByText('sara@example.jo');
    const sara = row('سارة');
    expect(within(sara).getByText(en.admin.users.suspendedBadge)).toBeInTheDocument();
    expect(within(sara).getByText('Reason: Selling')).toBeInTheDocument();
    expect(within(sara).queryByRole('button', { name: 'Suspend سارة' })).toBeNull();
    await userEvent.click(within(sara).getByRole('button', { name: 'Lift suspension of سارة' }));
    expect(confirm).toHaveBeenCalledWith(en.admin.users.confirmUnsuspend);
    expect(await screen.findByText('سارة is no longer suspended.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/users/7/unsuspend')).toHaveLength(1);
    confirm.mockRestore();
  });

  it('suspends in Arabic without a reason, lifts a suspension, and says in Arabic why one was refused', async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let suspensions = 0;
    const omar: AdminUser = {
      ...SARA,
      id: 8,
      username: 'عمر',
      email: 'omar@example.jo',
      suspended_at: '2026-05-01T09:00:00.000Z',
      suspended_reason: null,
    };
    const api = signedIn({
      'GET /admin/users?limit=50': { body: [omar, SARA, ADMIN] },
      'PUT /admin/users/7/suspend': () =>
        ++suspensions === 1
          ? { body: { message: 'Member suspended', id: 7, suspended_at: '2026-05-02T09:00:00Z' } }
          : {
              status: 403,
              body: { message: 'An administrator…', code: 'SUSPEND_ADMINISTRATOR' },
            },
      'PUT /admin/users/8/unsuspend': {
        body: { message: 'Suspension lifted', id: 8, suspended_at: null },
      },
    });
    renderRoute('/ar/admin/users');
    await screen.findByText('sara@example.jo');
    const suspend = within(row('سارة')).getByRole('button', {
      name: ar.admin.users.suspendNamed.replace('{{username}}', 'سارة'),
    });
    expect(suspend).toHaveTextContent(ar.admin.users.suspend);
    await userEvent.click(suspend);
    expect(prompt).toHaveBeenCalledWith(ar.admin.users.suspendPrompt, '');
    expect(
      await screen.findByText(ar.admin.users.suspended.replace('{{username}}', 'سارة')),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/users/7/suspend').map((call) => call.body)).toEqual([{}]);
    await userEvent.click(suspend);
    expect(await screen.findByText(ar.errors.SUSPEND_ADMINISTRATOR)).toBeInTheDocument();

    expect(within(row('عمر')).getByText(ar.admin.users.suspendedBadge)).toBeInTheDocument();
    await userEvent.click(
      within(row('عمر')).getByRole('button', {
        name: ar.admin.users.unsuspendNamed.replace('{{username}}', 'عمر'),
      }),
    );
    expect(confirm).toHaveBeenCalledWith(ar.admin.users.confirmUnsuspend);
    expect(
      await screen.findByText(ar.admin.users.unsuspended.replace('{{username}}', 'عمر')),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/users/8/unsuspend')).toHaveLength(1);
    prompt.mockRestore();
    confirm.mockRestore();
  });

  it('says why a change was refused, in Arabic on the Arabic page', async () => {
    signedIn({
      'PUT /admin/users/7/toggle-admin': {
        status: 409,
        body: { message: 'The last administrator…', code: 'LAST_ADMIN' },
      },
    });
    renderRoute('/ar/admin/users');
    await userEvent.click(
      await screen.findByRole('button', {
        name: ar.admin.users.promoteNamed.replace('{{username}}', 'سارة'),
      }),
    );
    expect(await screen.findByText(ar.errors.LAST_ADMIN)).toBeInTheDocument();
  });

  it('sends an administrator whose session the API refuses (demoted, deleted) to sign in', async () => {
    signedIn({
      'GET /admin/users?limit=50': {
        status: 401,
        body: { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
      },
    });
    const { router } = renderRoute('/ar/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/authentication/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fusers');
    expect(await screen.findByText(ar.errors.UNAUTHENTICATED)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a visitor to sign in', async () => {
    stubApi({});
    const { router } = renderRoute('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/login'));
  });
});
