import { CATEGORIES, isCategory, REGIONS, type Category } from '@tabarru/contract/constants';
import type { FigureWeek } from '@tabarru/contract/figure-weeks';
import type {
  DropOffPointReply,
  OrganisationApplicationReply,
  OrganisationReceivedReply,
  PublicOrganisation,
  ReceivedFigure,
} from '@tabarru/contract/organisations';
import type { OrganisationNear } from '@tabarru/contract/organisations-near';
import { placeReplyOf } from '@tabarru/contract/place-schemas';
import { placeById } from '@tabarru/contract/place-search';

import type { DropOffPointRow, OrganisationRow, ReceivedRow } from './queries';

/** The categories an organisation accepts, as stored: those still offered, in their order. */
export function acceptsOf(row: Pick<OrganisationRow, 'accepts'>): Category[] {
  const stored: unknown = JSON.parse(row.accepts);
  const listed = Array.isArray(stored) ? stored : [];
  return CATEGORIES.filter((category) => listed.includes(category));
}

/** A drop-off point, with its place named in both languages; none whose place left the list. */
export function presentDropOffPoints(rows: readonly DropOffPointRow[]): DropOffPointReply[] {
  return rows.flatMap((row) => {
    const place = placeById(row.place_id);
    return place
      ? [
          {
            id: row.id,
            place: placeReplyOf(place),
            address_en: row.address_en,
            address_ar: row.address_ar,
            hours_en: row.hours_en,
            hours_ar: row.hours_ar,
          },
        ]
      : [];
  });
}

/** As anyone sees a verified organisation: nothing of its registration or its contact. */
export function presentPublicOrganisation(
  row: OrganisationRow,
  dropOffPoints: readonly DropOffPointRow[],
): PublicOrganisation {
  return {
    id: row.id,
    user_id: row.user_id,
    name_en: row.name_en,
    name_ar: row.name_ar,
    kind: row.kind,
    accepts: acceptsOf(row),
    accepts_note_en: row.accepts_note_en,
    accepts_note_ar: row.accepts_note_ar,
    verified_at: row.decided_at ?? row.applied_at,
    drop_off_points: presentDropOffPoints(dropOffPoints),
  };
}

/** As its own member and the administrators see the application. */
export function presentApplication(row: OrganisationRow): OrganisationApplicationReply {
  return {
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    name_en: row.name_en,
    name_ar: row.name_ar,
    kind: row.kind,
    registration_number: row.registration_number,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    accepts: acceptsOf(row),
    accepts_note_en: row.accepts_note_en,
    accepts_note_ar: row.accepts_note_ar,
    status: row.status,
    applied_at: row.applied_at,
    decided_at: row.decided_at,
  };
}

/** An organisation the give form suggests, with its nearest drop-off point and how far it is. */
export function presentOrganisationNear(
  row: OrganisationRow,
  nearestPoint: DropOffPointReply | null,
  distanceKm: number | null,
): OrganisationNear {
  return {
    id: row.id,
    name_en: row.name_en,
    name_ar: row.name_ar,
    kind: row.kind,
    nearest_point: nearestPoint,
    distance_km: distanceKm,
  };
}

/** A value's place in its list, those not in it after every listed one. */
function listed(list: readonly string[], value: string): number {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
}

/**
 * What an organisation received, the receipts' and the handovers' counts of each week, category
 * and governorate added up: by week, then in the order of the categories list and of the
 * governorates list, as a campaign's bars are.
 */
export function presentReceived(
  weeks: readonly FigureWeek[],
  rows: readonly ReceivedRow[],
): OrganisationReceivedReply {
  const figures = new Map<string, ReceivedFigure>();
  for (const row of rows) {
    const week = weeks[Number(row.week)];
    const items = Number(row.items ?? 0);
    // A category no longer offered has no name in the reply.
    if (!week || !isCategory(row.category) || items <= 0) continue;
    const key = JSON.stringify([week.start, row.category, row.region]);
    const figure = figures.get(key);
    if (figure) figure.items += items;
    else figures.set(key, { week: week.start, category: row.category, region: row.region, items });
  }
  const inOrder = [...figures.values()].sort(
    (a, b) =>
      a.week.localeCompare(b.week) ||
      listed(CATEGORIES, a.category) - listed(CATEGORIES, b.category) ||
      listed(REGIONS, a.region) - listed(REGIONS, b.region) ||
      a.region.localeCompare(b.region),
  );
  return { weeks: weeks.map((week) => week.start), rows: inOrder };
}
