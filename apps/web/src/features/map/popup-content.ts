import type { Language } from '@tabarru/contract/constants';

import { directionOf } from '../../lib/language';
import type { MapMarker } from './map-markers';

export interface PopupOptions {
  language: Language;
  /** opens a post's page in the app, as its card's link does */
  navigate: (href: string) => void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** A post's title, linking to its page; a plain click stays in the app. */
function postLink(marker: MapMarker, options: PopupOptions): HTMLAnchorElement {
  const link = element('a', 'map-popup-title', marker.title);
  link.href = marker.href;
  // The member's words, in their own direction.
  link.dir = 'auto';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    options.navigate(marker.href);
  });
  return link;
}

function details(marker: MapMarker): HTMLElement[] {
  return marker.details.map((line) => element('p', 'map-popup-detail', line));
}

function frame(options: PopupOptions): HTMLElement {
  const root = element('div', 'map-popup');
  root.lang = options.language;
  root.dir = directionOf(options.language);
  return root;
}

/**
 * A post's popup, built as elements, never from HTML: its title (a link to it) and its place
 * and distance, in the page's language and direction.
 */
export function postPopup(marker: MapMarker, options: PopupOptions): HTMLElement {
  const root = frame(options);
  root.append(postLink(marker, options), ...details(marker));
  return root;
}

/** The popup of posts at one spot: how many, then each as in its own popup. */
export function groupPopup(
  heading: string,
  markers: readonly MapMarker[],
  options: PopupOptions,
): HTMLElement {
  const root = frame(options);
  const list = element('ul', 'map-popup-list');
  for (const marker of markers) {
    const item = element('li', 'map-popup-item');
    item.append(postLink(marker, options), ...details(marker));
    list.append(item);
  }
  root.append(element('p', 'map-popup-heading', heading), list);
  return root;
}
