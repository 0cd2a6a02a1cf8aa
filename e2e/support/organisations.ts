import type { APIRequestContext } from '@playwright/test';

import type { Category } from '@tabarru/contract/constants';
import type { OrganisationApplication } from '@tabarru/contract/organisations';

import { E2E_ADMIN, e2eEnv } from './env';
import { expect } from './fixtures';
import type { ApiMember } from './members';

/**
 * The member's account applies as an organisation's that accepts `accepts`, and an administrator
 * verifies it; its id.
 */
export async function verifiedOrganisation(
  request: APIRequestContext,
  member: ApiMember,
  names: { name_en: string; name_ar: string },
  accepts: Category[] = ['Books', 'Clothing'],
): Promise<number> {
  const application: OrganisationApplication = {
    ...names,
    kind: 'school',
    registration_number: `MOE-${member.localPhone.slice(-6)}`,
    contact_name: 'Lina Khoury',
    contact_phone: '0791234567',
    accepts,
  };
  const applied = await request.post(`${e2eEnv().apiUrl}/api/organisations`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: application,
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { organisation } = (await applied.json()) as { organisation: { id: number } };

  const login = await request.post(`${e2eEnv().apiUrl}/authentication/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const verified = await request.post(
    `${e2eEnv().apiUrl}/api/admin/organisations/${organisation.id}/verify`,
    { headers: { Authorization: `Bearer ${jwtToken}` } },
  );
  expect(verified.status(), await verified.text()).toBe(200);
  return organisation.id;
}
