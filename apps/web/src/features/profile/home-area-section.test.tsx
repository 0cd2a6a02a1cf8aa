import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { Language } from '@tabarru/contract/constants';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { AppProviders } from '../../app/providers';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { activateLanguage, loadPageTexts } from '../../i18n/i18n';
import { PLACE_CONTROLS } from '../places/place-controls';
import { stubApi, type StubHandler } from '../../test/api-stub';
import { buildOwnProfile } from '../../test/profiles';
import { useOwnProfile } from './api/get-own-profile';
import { HomeAreaSection } from './home-area-section';

const KHALDA: PlaceReply = { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' };

/** The section as the profile's Edit tab shows it, from the profile as read. */
function Section() {
  const profile = useOwnProfile(7);
  return profile.data ? <HomeAreaSection profile={profile.data} places={PLACE_CONTROLS} /> : null;
}

async function renderSection(
  language: Language,
  homePlace: PlaceReply | null,
  put: StubHandler = ({ body }) => ({
    body: {
      home_place: (body as { place: string | null }).place === null ? null : KHALDA,
    },
  }),
) {
  await loadPageTexts();
  await activateLanguage(language);
  const api = stubApi({
    'GET /profile': { body: [buildOwnProfile({ home_place: homePlace })] },
    'PUT /api/users/me/home-place': put,
  });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[language === 'ar' ? '/ar/profile' : '/profile']}>
        <Section />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

describe('the home area', () => {
  it('saves the area chosen, says the feed now opens near it, and offers to remove it', async () => {
    const user = userEvent.setup();
    const api = await renderSection('en', null);
    expect(
      await screen.findByRole('heading', { level: 2, name: en.profile.homeArea.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.profile.homeArea.none)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.profile.homeArea.clear })).toBeNull();

    const picker = await screen.findByRole('combobox', { name: en.profile.homeArea.label });
    await user.type(picker, 'Khelda');
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('Khalda, Amman');
    await user.click(screen.getByRole('button', { name: en.profile.homeArea.save }));

    expect(
      await screen.findByText(en.profile.homeArea.saved.replace('{{place}}', 'Khalda')),
    ).toHaveAttribute('role', 'status');
    expect(api.callsTo('PUT /api/users/me/home-place').map((call) => call.body)).toEqual([
      { place: 'amman-khalda' },
    ]);
    expect(screen.getByRole('button', { name: en.profile.homeArea.clear })).toBeInTheDocument();
  });

  it('shows the home area in Arabic and removes it on request', async () => {
    const user = userEvent.setup();
    const api = await renderSection('ar', KHALDA);
    const picker = await screen.findByRole('combobox', { name: ar.profile.homeArea.label });
    await waitFor(() => expect(picker).toHaveValue('خلدا، عمّان'));
    expect(screen.queryByText(ar.profile.homeArea.none)).toBeNull();

    await user.click(screen.getByRole('button', { name: ar.profile.homeArea.clear }));
    expect(await screen.findByText(ar.profile.homeArea.cleared)).toHaveAttribute('role', 'status');
    expect(api.callsTo('PUT /api/users/me/home-place').map((call) => call.body)).toEqual([
      { place: null },
    ]);
    expect(picker).toHaveValue('');
    expect(screen.queryByRole('button', { name: ar.profile.homeArea.clear })).toBeNull();
  });

  it('asks for an area before saving none', async () => {
    const user = userEvent.setup();
    const api = await renderSection('en', null);
    await user.click(await screen.findByRole('button', { name: en.profile.homeArea.save }));
    expect(screen.getByText(en.profile.homeArea.chooseFirst)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me/home-place')).toEqual([]);
  });

  it.each([
    ['en', en, 400, 'PLACE_INVALID', en.errors.PLACE_INVALID],
    ['ar', ar, 500, 'INTERNAL', ar.profile.homeArea.failed],
  ] as const)(
    'in %s says why the area could not be saved',
    async (language, texts, status, code, said) => {
      const user = userEvent.setup();
      await renderSection(language, null, { status, body: { message: 'no', code } });
      const picker = await screen.findByRole('combobox', { name: texts.profile.homeArea.label });
      await user.type(picker, language === 'en' ? 'Shmesani' : 'الشميساني');
      await user.keyboard('{Enter}');
      await user.click(screen.getByRole('button', { name: texts.profile.homeArea.save }));
      expect(await screen.findByRole('alert')).toHaveTextContent(said);
    },
  );
});
