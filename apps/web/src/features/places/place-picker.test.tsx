import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import type { Language } from '@tabarru/contract/constants';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { activateLanguage, loadFeedTexts } from '../../i18n/i18n';
import type { PlaceChoice } from '../../lib/places';
import { PlacePicker } from './place-picker';

const TEXTS = { en, ar } as const;

/** A picker that keeps what it is given, as a form or the feed does. */
function Owner({
  initial = null,
  named,
  record,
}: {
  initial?: string | null;
  named?: PlaceReply;
  record: (place: PlaceChoice | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PlacePicker
        id="place"
        label="Area"
        value={value}
        named={named}
        onChange={(place) => {
          record(place);
          setValue(place?.id ?? null);
        }}
      />
    </form>
  );
}

async function renderPicker(language: Language, props: Partial<Parameters<typeof Owner>[0]> = {}) {
  await loadFeedTexts();
  await activateLanguage(language);
  const record = vi.fn<(place: PlaceChoice | null) => void>();
  render(
    <MemoryRouter initialEntries={[language === 'ar' ? '/ar/create_post' : '/create_post']}>
      <Owner record={record} {...props} />
    </MemoryRouter>,
  );
  return { record, input: screen.getByRole('combobox', { name: 'Area' }) };
}

describe('the place picker', () => {
  it.each([
    ['en', 'Shmesani', 'Shmeisani, Amman'],
    ['en', 'الشميساني', 'Shmeisani, Amman'],
    ['ar', 'الشميساني', 'الشميساني، عمّان'],
    ['ar', 'Shmesani', 'الشميساني، عمّان'],
  ] as const)(
    'on a page in %s finds Shmeisani typed as “%s”, named with its governorate in the page’s language',
    async (language, typed, shown) => {
      const user = userEvent.setup();
      const { input, record } = await renderPicker(language);
      expect(input).toHaveAttribute('aria-expanded', 'false');
      await user.type(input, typed);
      const list = await screen.findByRole('listbox', { name: 'Area' });
      const first = within(list).getAllByRole('option')[0];
      expect(first).toHaveTextContent(shown);
      expect(first).toHaveAttribute('aria-selected', 'true');
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).toHaveAttribute('aria-activedescendant', first?.id);

      await user.keyboard('{Enter}');
      expect(record).toHaveBeenLastCalledWith({
        id: 'amman-shmeisani',
        name_en: 'Shmeisani',
        name_ar: 'الشميساني',
        region: 'Amman',
      });
      expect(input).toHaveValue(shown);
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    },
  );

  it('moves through the places found with the arrow keys, round at either end, and takes the one chosen', async () => {
    const user = userEvent.setup();
    const { input, record } = await renderPicker('ar');
    await user.type(input, 'جبل');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    const selected = () => screen.getAllByRole('option', { selected: true });

    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([options[1]]);
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toEqual([options.at(-1)]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual([options[1]]);

    await user.keyboard('{Enter}');
    expect(record).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue(options[1]?.textContent);
  });

  it('closes the list on Escape, then drops what was typed, keeping the place chosen before', async () => {
    const user = userEvent.setup();
    const { input, record } = await renderPicker('en');
    await user.type(input, 'Khalda');
    await screen.findByRole('option', { name: 'Khalda, Amman' });
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Khalda, Amman');

    await user.clear(input);
    await user.type(input, 'Abd');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Abd');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Khalda, Amman');
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('takes a place by a click, and clears it with its button or by emptying the field', async () => {
    const user = userEvent.setup();
    const { input, record } = await renderPicker('en');
    await user.type(input, 'khilda');
    await user.click(await screen.findByRole('option', { name: 'Khalda, Amman' }));
    expect(input).toHaveValue('Khalda, Amman');
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('button', { name: en.places.picker.clear }));
    expect(record).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');

    await user.type(input, 'Khalda{Enter}');
    await user.clear(input);
    await user.tab();
    expect(record).toHaveBeenLastCalledWith(null);
  });

  it.each(['en', 'ar'] as const)(
    'says in %s when no place has that name, and never sends the form on Enter',
    async (language) => {
      const user = userEvent.setup();
      const { input, record } = await renderPicker(language);
      await user.type(input, 'Atlantis');
      expect(await screen.findByRole('status')).toHaveTextContent(
        TEXTS[language].places.picker.noMatch,
      );
      await user.keyboard('{Enter}');
      expect(record).not.toHaveBeenCalled();
    },
  );

  it('names a place it is given by id once the list has loaded, a reply’s name meanwhile', async () => {
    const { input } = await renderPicker('ar', {
      initial: 'amman-khalda',
      named: { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' },
    });
    expect(input.getAttribute('value')).toMatch(/^خلدا/);
    await waitFor(() => expect(input).toHaveValue('خلدا، عمّان'));
  });

  it('lets go of a place the list does not know (an old link)', async () => {
    const { record } = await renderPicker('en', { initial: 'atlantis-old-town' });
    await waitFor(() => expect(record).toHaveBeenCalledWith(null));
  });
});
