import { expect } from 'vitest';

import type {
  OrganisationApplication,
  OrganisationApplicationReply,
} from '@tabarru/contract/organisations';

import { post, type Member } from './accounts';
import type { TestApp } from './test-app';

/** The member's application for an organisation account, with `overrides`; its id. */
export async function appliedOrganisation(
  testApp: TestApp,
  member: Member,
  overrides: Partial<OrganisationApplication> = {},
): Promise<number> {
  const response = await post(
    testApp,
    '/api/organisations',
    {
      name_en: 'Amman Clothing Bank',
      name_ar: 'بنك الملابس',
      kind: 'clothing_bank',
      registration_number: 'JO-2011-4471',
      contact_name: 'Rana Haddad',
      contact_phone: '0791234567',
      accepts: ['Clothing'],
      ...overrides,
    },
    member.token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ organisation: OrganisationApplicationReply }>().organisation.id;
}

/** The member's organisation, applied for and verified by `admin`; its id. */
export async function verifiedOrganisation(
  testApp: TestApp,
  member: Member,
  admin: Member,
  overrides: Partial<OrganisationApplication> = {},
): Promise<number> {
  const id = await appliedOrganisation(testApp, member, overrides);
  const verified = await post(testApp, `/api/admin/organisations/${id}/verify`, {}, admin.token);
  expect(verified.statusCode, verified.body).toBe(200);
  return id;
}
