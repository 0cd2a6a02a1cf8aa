import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { OwnProfile } from '@tabarru/contract/accounts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { buildOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const token = makeToken({ userId: 7, username: 'sara' });

function member(profile: Partial<OwnProfile> = {}, more: Record<string, StubHandler> = {}) {
  storeToken(token);
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /profile': { body: [{ ...buildOwnProfile(profile), zip_code: null }] },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    'POST /api/users/check-phone': { body: { success: true } },
    'GET /api/feedback/7': {
      body: { feedbacks: [], average_rating: 4.3, rating_count: 4, viewer_standing: 'self' },
    },
    'GET /api/users/7/posts': { body: { posts: [], nextCursor: null } },
    ...more,
  });
}

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('own profile', () => {
  it('shows the member with a rating to one decimal and the donation badge', async () => {
    member({ rating: 4.25, items_donated: 57, active_posts: 3 });
    renderRoute('/profile');
    await screen.findByRole('heading', { level: 2, name: 'sara' });
    expect(valueOf(en.profile.email)).toBe('sara@example.jo');
    expect(valueOf(en.profile.phone)).toBe('+962791234567');
    expect(valueOf(en.profile.location)).toBe('Amman - Jabal Al-Hussein');
    expect(valueOf(en.profile.activePosts)).toBe('3');
    expect(valueOf(en.profile.rating)).toBe('4.3 / 5');
    expect(screen.getByText(en.profile.badgeSilver)).toBeInTheDocument();
    expect(screen.queryByText(en.profile.admin)).not.toBeInTheDocument();
  });

  it('fills in what the member has not given, in Arabic too', async () => {
    member({ phone_number: '', location: null, rating: null, is_admin: true, items_donated: 100 });
    renderRoute('/ar/profile');
    await screen.findByRole('heading', { level: 2, name: 'sara' });
    expect(valueOf(ar.profile.phone)).toBe(ar.profile.notProvided);
    expect(valueOf(ar.profile.location)).toBe(ar.profile.notSpecified);
    expect(valueOf(ar.profile.rating)).toBe(ar.profile.noRating);
    expect(screen.getByText(ar.profile.admin)).toBeInTheDocument();
    expect(screen.getByText(ar.profile.badgeGold)).toBeInTheDocument();
  });

  it.each([
    ['/profile', en],
    ['/ar/profile', ar],
  ] as const)(
    'on %s shows no badge before the first donation, bronze from it',
    async (path, texts) => {
      member({ items_donated: 0 });
      const { unmount } = renderRoute(path);
      await screen.findByRole('heading', { level: 2, name: 'sara' });
      for (const badge of [
        texts.profile.badgeBronze,
        texts.profile.badgeSilver,
        texts.profile.badgeGold,
      ]) {
        expect(screen.queryByText(badge)).not.toBeInTheDocument();
      }
      unmount();

      member({ items_donated: 1 });
      renderRoute(path);
      await screen.findByRole('heading', { level: 2, name: 'sara' });
      expect(screen.getByText(texts.profile.badgeBronze)).toBeInTheDocument();
    },
  );

  it.each([
    ['/profile', en, '/organisation'],
    ['/ar/profile', ar, '/ar/organisation'],
  ] as const)(
    'on %s offers organisations their application in one line',
    async (path, texts, application) => {
      member({}, { 'GET /api/organisations/mine': { body: { organisation: null } } });
      const { router } = renderRoute(path);
      await screen.findByRole('heading', { level: 2, name: 'sara' });
      const line = texts.organisations.profileLine;
      const label = /<link>(.*)<\/link>/.exec(line)?.[1] ?? '';
      const link = screen.getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', application);
      expect(link.parentElement).toHaveTextContent(line.replace(/<\/?link>/g, ''));
      await userEvent.click(link);
      await waitFor(() => expect(router.state.location.pathname).toBe(application));
      expect(
        await screen.findByRole('heading', { level: 1, name: texts.organisations.apply.heading }),
      ).toBeInTheDocument();
    },
  );

  it('says so when the profile cannot be loaded and tries again on request', async () => {
    let calls = 0;
    member(
      {},
      {
        'GET /profile': () =>
          ++calls === 1
            ? { status: 404, body: { message: 'User not found', code: 'USER_NOT_FOUND' } }
            : { body: [{ ...buildOwnProfile(), zip_code: null }] },
      },
    );
    renderRoute('/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.profile.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: en.profile.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'sara' })).toBeInTheDocument();
  });

  it('saves new details, keeps the new token and shows them', async () => {
    const renamed = makeToken({ userId: 7, username: 'sara.k' });
    const api = member(
      {},
      {
        'PUT /update-credentials': {
          body: {
            message: 'Profile updated successfully',
            user: buildOwnProfile({ username: 'sara.k', location: 'Irbid' }),
            jwtToken: renamed,
          },
        },
      },
    );
    renderRoute('/profile');
    await userEvent.click(await screen.findByRole('tab', { name: en.profile.tabEdit }));
    const username = screen.getByLabelText(en.profile.username);
    await userEvent.clear(username);
    await userEvent.type(username, 'sara.k');
    const location = screen.getByLabelText(en.profile.location);
    await userEvent.clear(location);
    await userEvent.type(location, 'Irbid');
    await userEvent.click(screen.getByRole('button', { name: en.profile.save }));

    expect(await screen.findByText(en.profile.updated)).toBeInTheDocument();
    expect(api.callsTo('PUT /update-credentials')[0]).toMatchObject({
      authorization: `Bearer ${token}`,
      body: {
        username: 'sara.k',
        email: 'sara@example.jo',
        phone_number: '+962791234567',
        location: 'Irbid',
      },
    });
    expect(localStorage.getItem('token')).toBe(renamed);
    await userEvent.click(screen.getByRole('tab', { name: en.profile.tabProfile }));
    expect(screen.getByRole('heading', { level: 2, name: 'sara.k' })).toBeInTheDocument();
  });

  it('asks for the code of a new phone number, typed as people type it, and checks it on Save', async () => {
    const api = member(
      {},
      {
        'POST /api/verify/send': {
          body: { success: true, message: 'sent', resendAfterSeconds: 60, expiresInSeconds: 600 },
        },
        'POST /api/verify/check': { body: { success: true, verificationToken: 'proof-of-check' } },
        'PUT /update-credentials': {
          body: {
            message: 'Profile updated successfully',
            user: buildOwnProfile({ phone_number: '+962781112223' }),
            jwtToken: token,
          },
        },
      },
    );
    renderRoute('/profile');
    await userEvent.click(await screen.findByRole('tab', { name: en.profile.tabEdit }));
    expect(screen.queryByRole('button', { name: en.phone.sendCode })).not.toBeInTheDocument();
    const phone = screen.getByLabelText(en.profile.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '٠٧٨ ١١١ ٢٢٢٣');
    await userEvent.click(screen.getByRole('button', { name: en.profile.save }));
    expect(phone).toHaveAccessibleDescription(`${en.profile.phoneHint} ${en.phone.codeNeeded}`);
    expect(api.callsTo('PUT /update-credentials')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: en.phone.sendCode }));
    await userEvent.type(await screen.findByLabelText(en.phone.code), '٦٥٤٣٢١');
    await userEvent.click(screen.getByRole('button', { name: en.profile.save }));
    await waitFor(() => expect(api.callsTo('PUT /update-credentials')).toHaveLength(1));
    expect(api.callsTo('POST /api/verify/send')[0]?.body).toMatchObject({
      phone: '+962781112223',
    });
    expect(api.callsTo('POST /api/verify/check')[0]?.body).toMatchObject({ code: '654321' });
    expect(api.callsTo('PUT /update-credentials')[0]?.body).toMatchObject({
      phone_number: '+962781112223',
      verificationToken: 'proof-of-check',
    });
  });

  it('checks the confirmation, shows a wrong current password and keeps the new token', async () => {
    const renewed = makeToken({ userId: 7, username: 'sara', tv: 5 });
    let attempts = 0;
    const api = member(
      {},
      {
        'PUT /change-password': () =>
          ++attempts === 1
            ? {
                status: 400,
                body: {
                  message: 'Your current password is not correct',
                  code: 'WRONG_PASSWORD',
                  field: 'currentPassword',
                },
              }
            : { body: { message: 'Password updated successfully', jwtToken: renewed } },
      },
    );
    renderRoute('/ar/profile');
    await userEvent.click(await screen.findByRole('tab', { name: ar.profile.tabEdit }));
    const current = screen.getByLabelText(ar.profile.currentPassword);
    const next = screen.getByLabelText(ar.profile.newPassword);
    const confirm = screen.getByLabelText(ar.profile.confirmPassword);
    await userEvent.type(current, 'old password');
    await userEvent.type(next, 'a new password');
    await userEvent.type(confirm, 'another password');
    await userEvent.click(screen.getByRole('button', { name: ar.profile.changePassword }));
    expect(confirm).toHaveAccessibleDescription(ar.profile.mismatch);
    expect(api.callsTo('PUT /change-password')).toHaveLength(0);

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'a new password');
    await userEvent.click(screen.getByRole('button', { name: ar.profile.changePassword }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(ar.errors.WRONG_PASSWORD));
    expect(api.callsTo('PUT /change-password')[0]?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'a new password',
    });

    await userEvent.clear(current);
    await userEvent.type(current, 'right password');
    await userEvent.click(screen.getByRole('button', { name: ar.profile.changePassword }));
    expect(await screen.findByText(ar.profile.passwordUpdated)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(renewed);
    expect(current).toHaveValue('');
  });
});

describe('public profile', () => {
  it('shows another member without email or phone, with their badges and counts', async () => {
    stubApi({
      'GET /api/users/12/posts': { body: { posts: [], nextCursor: null } },
      'GET /api/users/12': {
        body: {
          id: 12,
          username: 'omar',
          is_admin: true,
          location: null,
          rating: 5,
          rating_count: 1,
          active_posts: 0,
          items_donated: 53,
          items_received: 2,
          created_at: '2026-02-01T00:00:00.000Z',
          feedbacks: [],
          impact: { items: 0, kilograms: 0, co2eKg: 0 },
        },
      },
      'GET /api/feedback/12': {
        body: { feedbacks: [], average_rating: 5, rating_count: 1, viewer_standing: 'signed_out' },
      },
    });
    renderRoute('/user/12');
    const name = await screen.findByRole('heading', { level: 1, name: 'omar' });
    expect(name).toHaveAttribute('dir', 'auto');
    expect(screen.queryByText(en.profile.email, { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText(en.profile.phone, { selector: 'dt' })).not.toBeInTheDocument();
    expect(valueOf(en.profile.rating)).toBe('5.0 / 5');
    expect(valueOf(en.profile.itemsDonated)).toBe('53');
    expect(valueOf(en.profile.itemsReceived)).toBe('2');
    expect(screen.getByText(en.profile.badgeSilver)).toBeInTheDocument();
    expect(screen.getByText(en.profile.admin)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: en.feedback.heading }),
    ).toBeInTheDocument();
  });

  it('says the member does not exist on a 404', async () => {
    stubApi({
      'GET /api/users/99': {
        status: 404,
        body: { message: 'User not found', code: 'USER_NOT_FOUND' },
      },
    });
    renderRoute('/ar/user/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.profile.notFound }),
    ).toBeInTheDocument();
  });
});
