import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Language } from '@tabarru/contract/constants';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { activateLanguage, loadFeedTexts } from '../../i18n/i18n';
import { LocateButton } from './locate-button';
import { locate } from './locate';

const TEXTS = { en, ar } as const;

afterEach(() => {
  // jsdom has no geolocation of its own.
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** A browser's geolocation that answers each request as `answer` says. */
function stubGeolocation(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
): Geolocation {
  const geolocation = {
    getCurrentPosition: vi.fn(answer),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
}

function position(latitude: number, longitude: number): GeolocationPosition {
  return { coords: { latitude, longitude, accuracy: 20 }, timestamp: Date.now() } as never;
}

function refusal(code: 1 | 2 | 3): GeolocationPositionError {
  return { code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

async function renderButton(language: Language) {
  await loadFeedTexts();
  await activateLanguage(language);
  const onLocate = vi.fn();
  render(
    <MemoryRouter initialEntries={[language === 'ar' ? '/ar/feed' : '/feed']}>
      <LocateButton label={TEXTS[language].posts.form.useMyLocation} onLocate={onLocate} />
    </MemoryRouter>,
  );
  return {
    onLocate,
    button: screen.getByRole('button', { name: TEXTS[language].posts.form.useMyLocation }),
  };
}

describe('Use my location', () => {
  it('hands over the position, rounded to 6 decimals, saying meanwhile that it is being found', async () => {
    const user = userEvent.setup();
    let give: (position: GeolocationPosition) => void = () => undefined;
    stubGeolocation((success) => (give = success));
    const { onLocate, button } = await renderButton('en');
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(en.places.locate.asking);
    expect(screen.getByRole('status')).toHaveTextContent(en.places.locate.asking);

    give(position(31.99912345678, 35.8440000004));
    await vi.waitFor(() => expect(onLocate).toHaveBeenCalledWith({ lat: 31.999123, lng: 35.844 }));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(en.posts.form.useMyLocation);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['en', 'ar'] as const)(
    'in %s says clearly that location was refused, and hands nothing over',
    async (language) => {
      const user = userEvent.setup();
      stubGeolocation((_success, failure) => failure(refusal(1)));
      const { onLocate, button } = await renderButton(language);
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        TEXTS[language].places.locate.denied,
      );
      expect(onLocate).not.toHaveBeenCalled();
      expect(button).toBeEnabled();
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s says when the position is outside Jordan, and hands nothing over',
    async (language) => {
      const user = userEvent.setup();
      stubGeolocation((success) => success(position(51.5072, -0.1276)));
      const { onLocate, button } = await renderButton(language);
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        TEXTS[language].places.locate.outside,
      );
      expect(onLocate).not.toHaveBeenCalled();
    },
  );

  it('says the position could not be found when it is unavailable or too slow', async () => {
    const user = userEvent.setup();
    stubGeolocation((_success, failure) => failure(refusal(3)));
    const { button } = await renderButton('ar');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.places.locate.unavailable);
  });
});

describe('locate', () => {
  it('has nothing to give in a browser without geolocation', async () => {
    await expect(locate(undefined)).resolves.toEqual({ failure: 'unavailable' });
  });

  it('takes a position in Jordan, and asks for a cheap one a few minutes old at most', async () => {
    const geolocation = stubGeolocation((success) => success(position(29.5321, 35.0063)));
    await expect(locate(geolocation)).resolves.toEqual({ point: { lat: 29.5321, lng: 35.0063 } });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ enableHighAccuracy: false }),
    );
  });
});
