import type { Ref } from 'react';

import { Trans } from '../../i18n/trans';
import { UnblockButton } from './unblock-button';

const TEXTS = {
  /** on their page */
  page: 'blocks.notice',
  /** in place of the conversation with them */
  conversation: 'blocks.conversationNotice',
} as const;

/**
 * What the member's block of another means where it shows, with Unblock; `ref` lets the page
 * move the focus to it (tabIndex -1) once a block is made there.
 */
export function BlockedNotice({
  memberId,
  name,
  where,
  ref,
}: {
  memberId: number;
  name: string;
  where: keyof typeof TEXTS;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="w-full rounded-2xl bg-sand-50 px-4 py-3 text-stone-800 focus:outline-none"
    >
      <p>
        <Trans i18nKey={TEXTS[where]} values={{ name }} components={{ name: <bdi /> }} />
      </p>
      <UnblockButton memberId={memberId} name={name} className="mt-3" />
    </div>
  );
}
