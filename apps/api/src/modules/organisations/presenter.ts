import { CATEGORIES, type Category } from '@tabarru/contract/constants';
import type {
  DropOffPointReply,
  OrganisationApplicationReply,
  PublicOrganisation,
} from '@tabarru/contract/organisations';
import type { OrganisationNear } from '@tabarru/contract/organisations-near';
import { placeReplyOf } from '@tabarru/contract/place-schemas';
import { placeById } from '@tabarru/contract/place-search';

import type { DropOffPointRow, OrganisationRow } from './queries';

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
