import { isRegion, type Language, type Region } from '@tabarru/contract/constants';
import type { Point } from '@tabarru/contract/geo';
import { splitLocation } from '@tabarru/contract/location';
import type { PostCard } from '@tabarru/contract/posts';

import { href, paths } from '../../lib/paths';
import { placeNameIn } from '../../lib/places';

/** A post on a map, described as its card is, in the page's language. */
export interface MapMarker {
  /** the post's id */
  id: number;
  /** where it shows: its shown point, never a donor's exact one */
  point: Point;
  /** the post's title: the member's words, in their own direction */
  title: string;
  /** the post's page, in the page's language */
  href: string;
  /** the lines under the title: its place, then how far it is when the feed measures */
  details: string[];
}

/**
 * The feed's posts as markers: each at its shown point, with its title, its place in the page's
 * language (else its stored 'Region - area', the region named in the page's language) and its
 * distance when the feed measures from somewhere, as its card says them.
 */
export function markersOf(
  posts: readonly PostCard[],
  language: Language,
  distanceText: (km: number) => string,
  regionName: (region: Region) => string,
) {
  return posts.map((post): MapMarker => ({
    id: post.post_id,
    point: post.shown_point,
    title: post.title,
    href: href(paths.post, language, { id: post.post_id }),
    details: [
      post.place ? placeNameIn(post.place, language) : locationLine(post.location, regionName),
      ...(typeof post.distance_km === 'number' ? [distanceText(post.distance_km)] : []),
    ],
  }));
}

/** A stored 'Region - area' as a card shows it: the region in the page's language, the area as typed. */
export function locationLine(location: string, regionName: (region: Region) => string): string {
  const { region, area } = splitLocation(location);
  const named = isRegion(region) ? regionName(region) : region;
  return area ? `${named} - ${area}` : named;
}
