import { expect } from 'vitest';

import { totpCodeAt } from '../../src/modules/two-factor/totp';
import { post, type Member } from './accounts';
import type { TestApp } from './test-app';

/**
 * Turns `member`'s second sign-in step on, as the Security page does, with the code an
 * authenticator shows at `at`; answers the secret, for the codes of later steps.
 */
export async function turnOnSecondStep(
  testApp: Pick<TestApp, 'app'>,
  member: Member,
  at: number,
): Promise<string> {
  const setup = await post(testApp, '/api/users/me/two-factor/setup', {}, member.token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await post(
    testApp,
    '/api/users/me/two-factor/enable',
    { code: totpCodeAt(secret, at) },
    member.token,
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  return secret;
}
