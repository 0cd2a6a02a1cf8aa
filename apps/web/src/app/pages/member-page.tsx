import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';

import type { PublicProfile } from '@tabarru/contract/accounts';

import { ButtonLink } from '../../components/ui/button';
import { useHasBlocked } from '../../features/blocks/api/get-blocks';
import { BlockMember } from '../../features/blocks/block-member';
import { FeedbackSection } from '../../features/feedback/feedback-section';
import { MemberImpact } from '../../features/impact/member-impact';
import { MemberItems } from '../../features/posts/member-items';
import { publicProfileQueryKey } from '../../features/profile/api/get-public-profile';
import { PublicProfilePage } from '../../features/profile/public-profile-page';
import { MemberWanted } from '../../features/wanted/member-wanted';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

/**
 * What a visitor can do with another member: Message them (to their chat), and block them or
 * see that they blocked them. A member they blocked gets no Message button: no message goes
 * either way.
 */
function MemberActions({ member }: { member: PublicProfile }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const session = useSession();
  const blocked = useHasBlocked(member.id);
  if (session.user?.userId === member.id) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      {blocked === false && (
        <ButtonLink
          to={localHref(paths.directMessage, { userId: member.id })}
          size="lg"
          className="w-full sm:w-auto"
        >
          {t('profile.message')}
        </ButtonLink>
      )}
      <BlockMember member={member} />
    </div>
  );
}

/**
 * A member's public page (/user/:userId): their profile, and beside it one section after another
 * for that member: what one can do with them (not on one's own page), the impact of what they gave,
 * what they are giving and looking for, and their feedback with the rating form. A rating given or
 * deleted reads the profile's rating again with the feedback.
 */
export function Component() {
  const userId = useParams().userId ?? '';
  const queryClient = useQueryClient();
  return (
    <PublicProfilePage
      sections={(member) => (
        <>
          <MemberActions member={member} />
          <MemberImpact impact={member.impact} own={false} />
          <MemberItems userId={member.id} own={false} />
          <MemberItems userId={member.id} own={false} list="donated" />
          <MemberWanted userId={member.id} />
          <FeedbackSection
            memberId={member.id}
            username={member.username}
            onChanged={() =>
              void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(userId) })
            }
          />
        </>
      )}
    />
  );
}
