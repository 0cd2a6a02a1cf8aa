import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { OwnProfile } from '@tabarru/contract/accounts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken } from '../../test/api-stub';
import { buildOwnProfile, onOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const NEW_EMAIL = 'sara.new@example.jo';

/** The paragraph whose whole text is `text`, however its addresses are wrapped. */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

/** The notice of an email waiting for its link, as it reads with its addresses put in. */
function pendingText(template: string, newEmail: string, email: string): string {
  return template
    .replace(/<\/?\w+>/g, '')
    .replace('{{newEmail}}', newEmail)
    .replace('{{email}}', email);
}

/** The reply of PUT /update-credentials that asked for a new email: the account keeps its own. */
function askedReply(profile: Partial<OwnProfile> = {}) {
  return {
    body: {
      message: 'Profile updated successfully',
      user: buildOwnProfile({ pending_email: NEW_EMAIL, ...profile }),
      jwtToken: makeToken({ userId: 7, username: 'sara' }),
    },
  };
}

async function openEditForm({ tabEdit, editHeading }: { tabEdit: string; editHeading: string }) {
  await userEvent.click(await screen.findByRole('tab', { name: tabEdit }));
  return screen.getByRole('form', { name: editHeading });
}

describe('changing the email on the profile', () => {
  it('asks for the current password once the email changes, then says where the link went', async () => {
    const api = onOwnProfile({ 'PUT /update-credentials': askedReply() });
    renderRoute('/profile');
    const form = await openEditForm(en.profile);
    expect(within(form).queryByLabelText(en.profile.currentPassword)).toBeNull();

    const email = within(form).getByLabelText(en.profile.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'Sara.New@example.jo');
    const password = within(form).getByLabelText(en.profile.currentPassword);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(en.profile.emailPasswordHint);

    await userEvent.click(within(form).getByRole('button', { name: en.profile.save }));
    expect(password).toHaveAccessibleDescription(
      `${en.profile.emailPasswordHint} ${en.profile.currentPasswordRequired}`,
    );
    expect(password).toHaveFocus();
    expect(api.callsTo('PUT /update-credentials')).toEqual([]);

    await userEvent.type(password, 'olive grove 1');
    await userEvent.click(within(form).getByRole('button', { name: en.profile.save }));
    expect(
      await screen.findByText(en.profile.emailLinkSent.replace('{{newEmail}}', NEW_EMAIL)),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /update-credentials')[0]?.body).toMatchObject({
      email: NEW_EMAIL,
      currentPassword: 'olive grove 1',
    });
    expect(
      within(form).getByText(
        sentence(pendingText(en.profile.emailPending, NEW_EMAIL, 'sara@example.jo')),
      ),
    ).toHaveAttribute('role', 'status');
    // The account keeps its address until the link is followed: the form shows it again.
    expect(email).toHaveValue('sara@example.jo');
    expect(within(form).queryByLabelText(en.profile.currentPassword)).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: en.profile.tabProfile }));
    const profilePanel = screen.getByRole('tabpanel', { name: en.profile.tabProfile });
    expect(
      within(profilePanel).getByText(
        sentence(pendingText(en.profile.emailPending, NEW_EMAIL, 'sara@example.jo')),
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('shows a wrong current password on its field, in Arabic', async () => {
    onOwnProfile({
      'PUT /update-credentials': {
        status: 400,
        body: {
          message: 'Your current password is not correct',
          code: 'WRONG_PASSWORD',
          field: 'currentPassword',
        },
      },
    });
    renderRoute('/ar/profile');
    const form = await openEditForm(ar.profile);
    const email = within(form).getByLabelText(ar.profile.email);
    await userEvent.clear(email);
    await userEvent.type(email, NEW_EMAIL);
    const password = within(form).getByLabelText(ar.profile.currentPassword);
    await userEvent.type(password, 'not it');
    await userEvent.click(within(form).getByRole('button', { name: ar.profile.save }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        `${ar.profile.emailPasswordHint} ${ar.errors.WRONG_PASSWORD}`,
      ),
    );
  });

  it('sends no password when the email is back to the account’s', async () => {
    const api = onOwnProfile({
      'PUT /update-credentials': askedReply({ pending_email: null, location: 'Irbid' }),
    });
    renderRoute('/profile');
    const form = await openEditForm(en.profile);
    const email = within(form).getByLabelText(en.profile.email);
    await userEvent.clear(email);
    await userEvent.type(email, NEW_EMAIL);
    await userEvent.type(within(form).getByLabelText(en.profile.currentPassword), 'secret');
    await userEvent.clear(email);
    await userEvent.type(email, 'SARA@example.jo');
    expect(within(form).queryByLabelText(en.profile.currentPassword)).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: en.profile.save }));
    expect(await screen.findByText(en.profile.updated)).toBeInTheDocument();
    const [call] = api.callsTo('PUT /update-credentials');
    expect(call?.body).toMatchObject({ email: 'sara@example.jo' });
    expect(call?.body).not.toHaveProperty('currentPassword');
  });

  it('shows on the profile, in Arabic, an email still waiting for its link', async () => {
    onOwnProfile({
      'GET /profile': { body: [buildOwnProfile({ pending_email: NEW_EMAIL })] },
    });
    renderRoute('/ar/profile');
    await screen.findByRole('heading', { level: 2, name: 'sara' });
    const profilePanel = screen.getByRole('tabpanel', { name: ar.profile.tabProfile });
    expect(
      within(profilePanel).getByText(
        sentence(pendingText(ar.profile.emailPending, NEW_EMAIL, 'sara@example.jo')),
      ),
    ).toHaveAttribute('role', 'status');
  });
});
