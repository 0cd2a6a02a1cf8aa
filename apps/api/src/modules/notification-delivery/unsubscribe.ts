import { ERROR_CODES } from '@tabarru/contract/errors';
import { NOTIFICATION_KINDS } from '@tabarru/contract/notifications';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  type UnsubscribeLinkReply,
  type UnsubscribeReply,
} from '@tabarru/contract/notification-preferences';

import type { ModuleContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict } from '../../infra/http-errors';
import { preferenceChanges, preferencesOf, type PreferenceChange } from './preferences';
import {
  applyPreferenceChanges,
  deliveryMember,
  storedPreferences,
  unsubscribeNonceUsed,
  useUnsubscribeNonce,
} from './queries';
import { readUnsubscribeToken, type UnsubscribeGrant } from './unsubscribe-links';

/*
 * The unsubscribe link of every notification email (RFC 8058 one-click, and the web page it
 * leads to): it works without signing in, since the signed token is the permission, so its
 * write is the one of this module that no session makes.
 */

const invalidLink = () =>
  badRequest(
    ERROR_CODES.unsubscribeLinkInvalid,
    NOTIFICATION_PREFERENCE_MESSAGES.linkInvalid,
    'token',
  );
const usedLink = () =>
  conflict(ERROR_CODES.unsubscribeLinkUsed, NOTIFICATION_PREFERENCE_MESSAGES.linkUsed);

async function grantOf(context: ModuleContext, token: string): Promise<UnsubscribeGrant> {
  const grant = readUnsubscribeToken(context.serverSecret, token, context.now());
  if (!grant || !(await deliveryMember(context.db, grant.memberId))) throw invalidLink();
  return grant;
}

/** GET /api/unsubscribe/link: what a link stops, whether it may still be used. */
export async function describeUnsubscribeLink(
  context: ModuleContext,
  token: string,
): Promise<UnsubscribeLinkReply & { language: 'en' | 'ar' }> {
  const grant = await grantOf(context, token);
  if (await unsubscribeNonceUsed(context.db, grant.nonce)) throw usedLink();
  const member = await deliveryMember(context.db, grant.memberId);
  return { kind: grant.kind, channel: grant.channel, language: member?.locale ?? 'en' };
}

/** The choices an unsubscribe link turns off: its kind's channel, or every kind of the digest. */
function unsubscribeChanges(
  grant: UnsubscribeGrant,
  current: ReturnType<typeof preferencesOf>,
): PreferenceChange[] {
  if (grant.kind === 'digest') {
    const daily = NOTIFICATION_KINDS.filter((kind) => current[kind].email === 'daily');
    return preferenceChanges(current, {
      kinds: Object.fromEntries(daily.map((kind) => [kind, { email: 'off' as const }])),
    });
  }
  const off = grant.channel === 'push' ? { push: false } : { email: 'off' as const };
  return preferenceChanges(current, { kinds: { [grant.kind]: off } });
}

/**
 * POST /api/unsubscribe: the link of an email, without signing in. It works once: its nonce is
 * stored in the transaction that turns the choice off, so a second use, even at the same
 * moment, is refused and changes nothing.
 */
export async function unsubscribeByLink(
  context: ModuleContext,
  token: string,
): Promise<UnsubscribeReply> {
  const grant = await grantOf(context, token);
  await inTransaction(context.db, async (trx) => {
    if (!(await useUnsubscribeNonce(trx, grant.nonce, new Date(context.now()).toISOString()))) {
      throw usedLink();
    }
    const current = preferencesOf(await storedPreferences(trx, grant.memberId));
    await applyPreferenceChanges(trx, grant.memberId, unsubscribeChanges(grant, current));
  });
  return {
    message: NOTIFICATION_PREFERENCE_MESSAGES.unsubscribed,
    kind: grant.kind,
    channel: grant.channel,
  };
}
