import type { Event, EventDetail } from '@tabarru/contract/events';

import { makeToken, storeToken, stubApi, type StubHandler } from './api-stub';
import { storedImage } from './posts';

/** An event as GET /events returns it. */
export function anEvent(id: number, overrides: Partial<Event> = {}): Event {
  return {
    id,
    event_id: id,
    title: `Winter clothes drive ${id}`,
    description: 'Bring warm clothes for families in need.',
    title_en: `Winter clothes drive ${id}`,
    description_en: 'Bring warm clothes for families in need.',
    title_ar: `حملة ملابس الشتاء ${id}`,
    description_ar: 'أحضروا الملابس الدافئة للعائلات المحتاجة.',
    location: 'Amman - Jabal Al-Weibdeh',
    owner_name: 'Tabarru volunteers',
    event_date: '2026-12-05',
    start_time: '14:30',
    end_time: '17:00',
    images: [storedImage(id).url],
    thumbnails: [storedImage(id).thumbnail_url],
    is_past: false,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function anEventDetail(id: number, overrides: Partial<EventDetail> = {}): EventDetail {
  const gallery = [storedImage(id), storedImage(id + 100)];
  return {
    ...anEvent(id),
    images: gallery.map((image) => image.url),
    thumbnails: gallery.map((image) => image.thumbnail_url),
    gallery,
    ...overrides,
  };
}

/** A signed-in member (or administrator) whose shell calls are answered, plus `more`. */
export function signedIn(more: Record<string, StubHandler>, { isAdmin = false } = {}) {
  storeToken(makeToken({ userId: 7, username: 'sara', isAdmin }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    ...more,
  });
}
