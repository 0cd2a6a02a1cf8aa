import type { Region } from '@tabarru/contract/constants';
import { distanceKm, type Point } from '@tabarru/contract/geo';
import type { OrganisationStatus } from '@tabarru/contract/organisations';

/**
 * Anyone sees an organisation once an administrator verified it: its mark is only worth
 * something if nothing unverified shows as an organisation.
 */
export function isShownOrganisation(organisation: { status: OrganisationStatus }): boolean {
  return organisation.status === 'verified';
}

/** An administrator decides an application once: a decided one is not decided again. */
export function isUndecided(organisation: { status: OrganisationStatus }): boolean {
  return organisation.status === 'pending';
}

/** Where a giver is: a place's centre, or only a governorate, or nothing said. */
export interface GiverWhere {
  point?: Point;
  region?: Region;
}

/** A drop-off point as ranking needs it: its place's centre and governorate. */
export interface RankedPoint {
  lat: number;
  lng: number;
  region: Region;
}

/**
 * Organisations nearest first: by the distance from the giver's point to the nearest of their
 * drop-off points, those without one last; without a point, those with a drop-off point in
 * the giver's governorate first. Ties keep the order given. Returns each with its nearest point
 * (its index) and the distance to it in kilometres (null without a point).
 */
export function rankByNearness<T extends { points: readonly RankedPoint[] }>(
  organisations: readonly T[],
  where: GiverWhere,
): { organisation: T; nearest: number | null; distanceKm: number | null }[] {
  const ranked = organisations.map((organisation, order) => {
    let nearest: number | null = null;
    let distance: number | null = null;
    organisation.points.forEach((point, index) => {
      const score = where.point
        ? distanceKm(where.point, point)
        : where.region !== undefined && point.region === where.region
          ? 0
          : 1;
      if (distance === null || score < distance) {
        distance = score;
        nearest = index;
      }
    });
    return { organisation, order, nearest, distance };
  });
  ranked.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.order - b.order);
  return ranked.map(({ organisation, nearest, distance }) => ({
    organisation,
    nearest,
    distanceKm: where.point && distance !== null ? Math.round(distance) : null,
  }));
}
