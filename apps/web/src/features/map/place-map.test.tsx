import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { blurPoint } from '@tabarru/contract/blur-grid';

import ar from '../../i18n/ar.json';
import { activateLanguage } from '../../i18n/i18n';
// Through its chunk, which brings the maps' texts.
import { PlaceMap } from './map-chunk';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
  return () => {
    vi.restoreAllMocks();
  };
});

async function renderPlaceMap(point: { lat: number; lng: number }, area: boolean) {
  await activateLanguage('ar');
  render(
    <MemoryRouter initialEntries={['/ar/posts/5']}>
      <PlaceMap point={point} area={area} className="h-56" />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: ar.map.placeLabel });
}

describe('a post’s place on a map', () => {
  it('pins a place’s centre, the pin no button', async () => {
    const map = await renderPlaceMap({ lat: 31.9686, lng: 35.8986 }, false);
    expect(map.querySelector('.map-pin')).not.toBeNull();
    expect(map.querySelector('path.map-area')).toBeNull();
    // Nothing to open: the pin is a picture, not a button to tab to.
    expect(map.querySelector('.map-marker')).not.toHaveAttribute('role');
    expect(map.querySelector('.map-marker')).not.toHaveAttribute('tabindex');
  });

  it('draws the area around a blurred point, and no pin that would say it is there', async () => {
    const map = await renderPlaceMap(
      blurPoint({ lat: 31.95391, lng: 35.91061 }, () => 1),
      true,
    );
    expect(map.querySelector('path.map-area')).not.toBeNull();
    expect(map.querySelector('.map-pin')).toBeNull();
    expect(within(map).getByRole('button', { name: ar.map.zoomIn })).toBeInTheDocument();
  });
});
