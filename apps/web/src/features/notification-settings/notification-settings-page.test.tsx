import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferencesReply,
} from '@tabarru/contract/notification-preferences';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { onOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const DEFAULTS: NotificationPreferencesReply = {
  kinds: DEFAULT_NOTIFICATION_PREFERENCES,
  night: false,
};

/** Sara signed in; the API keeps her choices as the real one does, applying each PATCH. */
function withPreferences(initial = DEFAULTS) {
  let current = structuredClone(initial);
  return onOwnProfile({
    'GET /api/notifications/preferences': () => ({ body: current }),
    'PATCH /api/notifications/preferences': (request) => {
      const patch = request.body as {
        kinds?: Record<string, object>;
        night?: boolean;
      };
      current = {
        kinds: Object.fromEntries(
          Object.entries(current.kinds).map(([kind, choice]) => [
            kind,
            { ...choice, ...patch.kinds?.[kind] },
          ]),
        ) as NotificationPreferencesReply['kinds'],
        night: patch.night ?? current.night,
      };
      return { body: current };
    },
  });
}

describe('the notification settings page', { timeout: 15_000 }, () => {
  it('shows every kind with its channels and saves a change as it is made', async () => {
    const api = withPreferences();
    renderRoute('/notifications/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.notificationSettings.title }),
    ).toBeInTheDocument();
    const claims = await screen.findByRole('group', {
      name: en.notificationSettings.kinds.claim_received,
    });
    expect(within(claims).getByText(en.notificationSettings.inAppAlways)).toBeInTheDocument();
    const push = within(claims).getByRole('checkbox', {
      name: 'Push notifications for Claims on my items',
    });
    expect(push).toBeChecked();
    await userEvent.click(push);
    expect(await screen.findByText(en.notificationSettings.saved)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/notifications/preferences')[0]?.body).toEqual({
      kinds: { claim_received: { push: false } },
    });
    expect(push).not.toBeChecked();

    const matches = screen.getByRole('combobox', {
      name: 'Emails for New items matching my searches',
    });
    expect(matches).toHaveValue('daily');
    await userEvent.selectOptions(matches, 'instant');
    expect(api.callsTo('PATCH /api/notifications/preferences')[1]?.body).toEqual({
      kinds: { search_match: { email: 'instant' } },
    });

    // Messages' email is the unread-message email: no digest for them.
    const messages = screen.getByRole('combobox', { name: 'Emails for Messages' });
    expect(
      within(messages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', 'At once']);

    await userEvent.click(
      screen.getByRole('checkbox', { name: en.notificationSettings.night.label }),
    );
    expect(api.callsTo('PATCH /api/notifications/preferences')[2]?.body).toEqual({ night: true });
  });

  it.each([
    ['English', en, ''],
    ['Arabic', ar, '/ar'],
  ] as const)(
    'shows in %s what a new member gets: claims, their answers and messages by email at once, matches in the digest',
    async (_language, texts, prefix) => {
      withPreferences();
      renderRoute(`${prefix}/notifications/settings`);
      const settings = texts.notificationSettings;
      const emailOf = (kind: keyof typeof settings.kinds) =>
        screen.findByRole('combobox', {
          name: settings.emailLabel.replace('{{kind}}', settings.kinds[kind]),
        });
      for (const kind of [
        'claim_received',
        'claim_confirmed',
        'claim_declined',
        'message',
      ] as const) {
        expect(await emailOf(kind)).toHaveDisplayValue(settings.emailChoices.instant);
      }
      for (const kind of ['search_match', 'wanted_match'] as const) {
        expect(await emailOf(kind)).toHaveDisplayValue(settings.emailChoices.daily);
      }
    },
  );

  it.each([
    ['English', en, ''],
    ['Arabic', ar, '/ar'],
  ] as const)(
    'shows in %s every kind of the pickups, a reminder only at once or off',
    async (_language, texts, prefix) => {
      withPreferences();
      renderRoute(`${prefix}/notifications/settings`);
      const settings = texts.notificationSettings;
      for (const kind of [
        'ask_received',
        'ask_promised',
        'ask_elsewhere',
        'promise_withdrawn',
        'pickup_times_offered',
        'pickup_time_picked',
        'pickup_time_asked',
        'pickup_soon',
        'pickup_now',
        'pickup_outcome',
        'pickup_missed',
        'ask_withdrawn',
      ] as const) {
        expect(
          await screen.findByRole('group', { name: settings.kinds[kind] }),
        ).toBeInTheDocument();
      }
      const soon = screen.getByRole('combobox', {
        name: settings.emailLabel.replace('{{kind}}', settings.kinds.pickup_soon),
      });
      expect(
        within(soon)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([settings.emailChoices.off, settings.emailChoices.instant]);
    },
  );

  it.each([
    ['English', en, ''],
    ['Arabic', ar, '/ar'],
  ] as const)(
    'shows in %s the questions whether an offer is still available and its end, and saves a change',
    async (_language, texts, prefix) => {
      const api = withPreferences();
      renderRoute(`${prefix}/notifications/settings`);
      const settings = texts.notificationSettings;
      const asked = await screen.findByRole('group', { name: settings.kinds.still_available });
      expect(
        within(asked).getByRole('combobox', {
          name: settings.emailLabel.replace('{{kind}}', settings.kinds.still_available),
        }),
      ).toHaveDisplayValue(settings.emailChoices.instant);
      const ended = screen.getByRole('group', { name: settings.kinds.offer_expired });
      await userEvent.click(
        within(ended).getByRole('checkbox', {
          name: settings.pushLabel.replace('{{kind}}', settings.kinds.offer_expired),
        }),
      );
      expect(await screen.findByText(settings.saved)).toBeInTheDocument();
      expect(api.callsTo('PATCH /api/notifications/preferences')[0]?.body).toEqual({
        kinds: { offer_expired: { push: false } },
      });
    },
  );

  it('is in Arabic under /ar, and says when this browser cannot take notifications', async () => {
    withPreferences({ ...DEFAULTS, night: true });
    renderRoute('/ar/notifications/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.notificationSettings.title }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('group', { name: ar.notificationSettings.kinds.message }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: ar.notificationSettings.night.label }),
    ).toBeChecked();
    // jsdom has no service workers or push: the page says so instead of offering the button.
    expect(await screen.findByText(ar.notificationSettings.device.unsupported)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: ar.notificationSettings.device.turnOn }),
    ).not.toBeInTheDocument();
  });

  it('says when the settings cannot be read, and tries again', async () => {
    let fail = true;
    onOwnProfile({
      'GET /api/notifications/preferences': () =>
        fail
          ? { status: 503, body: { message: 'busy', code: 'SERVICE_UNAVAILABLE' } }
          : { body: DEFAULTS },
    });
    renderRoute('/notifications/settings');
    expect(await screen.findByText(en.notificationSettings.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: en.notificationSettings.retry }));
    expect(
      await screen.findByRole('group', { name: en.notificationSettings.kinds.message }),
    ).toBeInTheDocument();
  });
});

describe('the unsubscribe page', { timeout: 15_000 }, () => {
  it('says what the link stops and stops it with one press, without signing in', async () => {
    const api = stubApi({
      'GET /api/unsubscribe/link?token=abc.def': {
        body: { kind: 'claim_received', channel: 'email' },
      },
      'POST /api/unsubscribe?token=abc.def': {
        body: { message: 'ok', kind: 'claim_received', channel: 'email' },
      },
    });
    renderRoute('/unsubscribe?token=abc.def');
    expect(await screen.findByText('Stop emails about Claims on my items?')).toBeInTheDocument();
    expect(api.callsTo('POST /api/unsubscribe?token=abc.def')).toEqual([]);
    await userEvent.click(
      screen.getByRole('button', { name: en.notificationSettings.unsubscribe.confirm }),
    );
    expect(await screen.findByText(en.notificationSettings.unsubscribe.done)).toBeInTheDocument();
    expect(api.callsTo('POST /api/unsubscribe?token=abc.def')).toHaveLength(1);
  });

  it('says in Arabic when the link was used already', async () => {
    stubApi({
      'GET /api/unsubscribe/link?token=used': {
        status: 409,
        body: { message: 'used', code: 'UNSUBSCRIBE_LINK_USED' },
      },
    });
    renderRoute('/ar/unsubscribe?token=used');
    expect(await screen.findByText(ar.errors.UNSUBSCRIBE_LINK_USED)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: ar.notificationSettings.unsubscribe.settingsLink }),
    ).toHaveAttribute('href', '/ar/notifications/settings');
  });
});
