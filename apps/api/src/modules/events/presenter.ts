import type { Event, EventDetail } from '@tabarru/contract/events';

import type { ImageStore } from '../../infra/media';
import type { EventRow } from './queries';

/**
 * An event of the list: each version as written ('' stored for one left empty) and the English
 * or else the Arabic one; full URLs and thumbnails of its photos, the cover first.
 */
export function presentEvent(
  images: ImageStore,
  row: EventRow,
  hashes: string[],
  today: string,
): Event {
  return {
    id: row.id,
    event_id: row.id,
    title: row.title || row.title_ar,
    description: row.title ? row.description : row.description_ar,
    title_en: row.title || null,
    description_en: row.description || null,
    title_ar: row.title_ar || null,
    description_ar: row.description_ar || null,
    location: row.location,
    owner_name: row.owner_name,
    event_date: row.event_date,
    start_time: row.start_time,
    end_time: row.end_time,
    images: hashes.map((hash) => images.urlOf(hash)),
    thumbnails: hashes.map((hash) => images.thumbnailUrlOf(hash)),
    is_past: row.event_date < today,
    created_at: row.created_at,
  };
}

export function presentEventDetail(
  images: ImageStore,
  row: EventRow,
  gallery: { id: number; image_hash: string; width: number; height: number }[],
  today: string,
): EventDetail {
  return {
    ...presentEvent(
      images,
      row,
      gallery.map((image) => image.image_hash),
      today,
    ),
    gallery: gallery.map((image) => ({
      id: image.id,
      url: images.urlOf(image.image_hash),
      thumbnail_url: images.thumbnailUrlOf(image.image_hash),
      width: image.width,
      height: image.height,
    })),
  };
}
