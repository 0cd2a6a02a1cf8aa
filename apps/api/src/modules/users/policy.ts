import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { Flag } from '../../db/schema';
import { isCommonPassword } from '../../infra/common-passwords';
import { badRequest } from '../../infra/http-errors';

/** Refuses a new password on the list of the most common ones (ASVS 6.2.4). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(ERROR_CODES.passwordTooCommon, ACCOUNT_MESSAGES.passwordTooCommon, field);
  }
}

/** Whether taking this account's role away (or the account) would leave no administrator. */
export function leavesNoAdministrator(account: { is_admin: Flag }, administrators: number) {
  return account.is_admin === 1 && administrators <= 1;
}
