import { CATEGORIES, type Category } from '@tabarru/contract/constants';
import type {
  OrganisationApplicationReply,
  PublicOrganisation,
} from '@tabarru/contract/organisations';

import type { OrganisationRow } from './queries';

/** The categories an organisation accepts, as stored: those still offered, in their order. */
function acceptsOf(row: Pick<OrganisationRow, 'accepts'>): Category[] {
  const stored: unknown = JSON.parse(row.accepts);
  const listed = Array.isArray(stored) ? stored : [];
  return CATEGORIES.filter((category) => listed.includes(category));
}

/** As anyone sees a verified organisation: nothing of its registration or its contact. */
export function presentPublicOrganisation(row: OrganisationRow): PublicOrganisation {
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
