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
