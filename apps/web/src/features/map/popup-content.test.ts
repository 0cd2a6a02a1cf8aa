import { describe, expect, it, vi } from 'vitest';

import type { MapMarker } from './map-markers';
import { groupPopup, postPopup } from './popup-content';

const LAMP: MapMarker = {
  id: 12,
  point: { lat: 31.97, lng: 35.9 },
  title: '<img src=x onerror=alert(1)> مصباح',
  href: '/ar/posts/12',
  details: ['الشميساني', 'على بعد 2.4 كم'],
};

describe('postPopup', () => {
  it('says the post in the page’s language and direction, its title as text in its own', () => {
    const popup = postPopup(LAMP, { language: 'ar', navigate: vi.fn() });
    expect(popup).toHaveAttribute('dir', 'rtl');
    expect(popup).toHaveAttribute('lang', 'ar');
    const link = popup.querySelector('a');
    expect(link).toHaveAttribute('href', '/ar/posts/12');
    expect(link).toHaveAttribute('dir', 'auto');
    expect(link?.textContent).toBe(LAMP.title);
    expect(popup.querySelector('img')).toBeNull();
    expect([...popup.querySelectorAll('p')].map((line) => line.textContent)).toEqual(LAMP.details);
    expect(postPopup(LAMP, { language: 'en', navigate: vi.fn() })).toHaveAttribute('dir', 'ltr');
  });

  it('opens the post in the app on a plain click, and leaves a new tab to the browser', () => {
    const navigate = vi.fn();
    const popup = postPopup(LAMP, { language: 'ar', navigate });
    const link = popup.querySelector('a');
    if (!link) throw new Error('no link');
    // What the popup left to the browser, before this test stops jsdom following the link.
    const leftToBrowser: boolean[] = [];
    popup.addEventListener('click', (event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).toHaveBeenCalledWith('/ar/posts/12');
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(leftToBrowser).toEqual([false, true]);
  });
});

describe('groupPopup', () => {
  it('says how many, then lists each post as its own popup does', () => {
    const other = { ...LAMP, id: 13, title: 'Desk', href: '/ar/posts/13', details: ['عبدون'] };
    const popup = groupPopup('غرضان هنا', [LAMP, other], { language: 'ar', navigate: vi.fn() });
    expect(popup.querySelector('.map-popup-heading')?.textContent).toBe('غرضان هنا');
    const links = [...popup.querySelectorAll('li a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ar/posts/12',
      '/ar/posts/13',
    ]);
    expect(popup.querySelectorAll('li')[1]?.textContent).toBe('Deskعبدون');
  });
});
