import { isCategory, isRegion, type Language } from '@tabarru/contract/constants';
import { joinLocation, splitLocation } from '@tabarru/contract/location';
import type { PhotoFiles } from '@tabarru/contract/posts';
import type { PostPreview } from '@tabarru/contract/previews';

import { translate } from '../../i18n/translate';
import type { PhotoUrls } from '../../infra/media';
import { averageRating } from '../feedback/policy';
import { withoutContactDetails } from './contact-details';
import type { EventRow, VisiblePostRow } from './queries';

/** How much of a description a link preview quotes; the rest is on the page. */
const QUOTED_DESCRIPTION_MAX = 160;

/** The Intl locales of the web app's pages (apps/web/src/lib/format.ts). */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-JO-u-nu-latn' };

interface StoredPhoto {
  image_hash: string;
  width: number;
  height: number;
}

/** The first photo of a page's gallery, with the text that names it for link previews. */
export type PageImage = PhotoFiles & { alt: string };

/**
 * What the head of a post's or an event's page says about it (Open Graph, the title, the
 * description): plain texts, which the web host escapes as it writes them.
 */
export interface PageSummary {
  title: string;
  description: string;
  image?: PageImage;
  /** a post's preview as `GET /api/posts/:id/preview` answers it, written into its page */
  postPreview?: PostPreview;
}

export function presentPostPreview(
  photos: PhotoUrls,
  row: VisiblePostRow,
  gallery: (StoredPhoto & { id: number })[],
): PostPreview {
  const { title, description } = withoutContactDetails({
    title: row.title,
    description: row.description,
  });
  return {
    post_id: row.id,
    title,
    description,
    location: row.location,
    category: row.category,
    availability: row.availability,
    expired: row.expired_at !== null,
    images: gallery.map((photo) => ({
      id: photo.id,
      url: photos.urlOf(photo.image_hash),
      thumbnail_url: photos.thumbnailUrlOf(photo.image_hash),
      width: photo.width,
      height: photo.height,
    })),
    created_at: row.created_at,
    donor: {
      name: row.username,
      rating: averageRating(row.rating_sum, row.rating_count),
      rating_count: row.rating_count,
    },
  };
}

/** The text on one line, cut at a word to at most `max` characters with '…' when longer. */
function quoted(text: string, max = QUOTED_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  if (characters.length <= max) return line;
  const cut = characters.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

/** 'Region - area' with the region named in `language`; an unknown region as it was written. */
function placeName(location: string, language: Language): string {
  const { region, area } = splitLocation(location);
  const name = isRegion(region) ? translate(language, `pages.regions.${region}`) : region;
  return joinLocation(name, area);
}

function categoryName(category: string, language: Language): string {
  return isCategory(category) ? translate(language, `pages.categories.${category}`) : category;
}

function imageOf(
  photos: PhotoUrls,
  photo: StoredPhoto | undefined,
  alt: string,
): PageSummary['image'] {
  return (
    photo && {
      url: photos.urlOf(photo.image_hash),
      thumbnail_url: photos.thumbnailUrlOf(photo.image_hash),
      width: photo.width,
      height: photo.height,
      alt,
    }
  );
}

/**
 * A post's page head: its own title, and a description that says first when the item was already
 * given away, since link previews show no badge.
 */
export function summarizePost(
  photos: PhotoUrls,
  row: VisiblePostRow,
  cover: StoredPhoto | undefined,
  language: Language,
): PageSummary {
  const { title, description } = withoutContactDetails({
    title: row.title,
    description: row.description,
  });
  const template =
    row.availability === 'donated' ? 'pages.post.givenAwayDescription' : 'pages.post.description';
  return {
    title,
    description: translate(language, template, {
      category: categoryName(row.category, language),
      place: placeName(row.location, language),
      description: quoted(description),
    }),
    image: imageOf(photos, cover, translate(language, 'pages.post.imageAlt', { title })),
  };
}

/** A stored HH:MM on a 12-hour clock, as the event page shows it. */
function eventTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/**
 * An event's title and description in `language`, or in the other language when the
 * administrator wrote only that one (as the event page shows it).
 */
function eventVersion(row: EventRow, language: Language) {
  const arabic = { title: row.title_ar, description: row.description_ar };
  const english = { title: row.title, description: row.description };
  const [own, other] = language === 'ar' ? [arabic, english] : [english, arabic];
  return own.title ? own : other;
}

export function summarizeEvent(
  photos: PhotoUrls,
  row: EventRow,
  cover: StoredPhoto | undefined,
  language: Language,
): PageSummary {
  // A calendar day, read and written in UTC so no time zone moves it.
  const date = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${row.event_date}T00:00:00Z`));
  const { title, description } = withoutContactDetails(eventVersion(row, language));
  return {
    title,
    description: translate(language, 'pages.event.description', {
      date,
      time: translate(language, 'pages.event.time', {
        start: eventTime(row.start_time, language),
        end: eventTime(row.end_time, language),
      }),
      place: placeName(row.location, language),
      description: quoted(description),
    }),
    image: imageOf(photos, cover, translate(language, 'pages.event.imageAlt', { title })),
  };
}
