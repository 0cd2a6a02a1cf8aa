import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ButtonLink } from '../../components/ui/button';
import { FeedbackSection } from '../../features/feedback/feedback-section';
import { MemberItems } from '../../features/posts/member-items';
import { publicProfileQueryKey } from '../../features/profile/api/get-public-profile';
import { PublicProfilePage } from '../../features/profile/public-profile-page';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { paths } from '../../lib/paths';

/**
 * A member's public page (/user/:userId, spec 000 §2.2, spec 001 §2): their profile, and beside
 * it one section after another for that member: a Message button to their chat (not on one's
 * own page), what they are giving, and their feedback with the rating form. A rating given or
 * deleted reads the profile's rating again with the feedback.
 */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const session = useSession();
  const userId = useParams().userId ?? '';
  const queryClient = useQueryClient();
  return (
    <PublicProfilePage
      sections={(member) => (
        <>
          {session.user?.userId !== member.id && (
            <ButtonLink
              to={localHref(paths.directMessage, { userId: member.id })}
              size="lg"
              className="w-full sm:w-auto"
            >
              {t('profile.message')}
            </ButtonLink>
          )}
          <MemberItems userId={member.id} own={false} />
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
