import type { OwnProfile } from '@tabarru/contract/accounts';

import { Trans } from '../../i18n/trans';

/**
 * While a new email waits for its link to be followed: where the link went, and that the
 * account still uses the old address until then.
 */
export function PendingEmailNotice({
  profile,
  className = '',
}: {
  profile: Pick<OwnProfile, 'email' | 'pending_email'>;
  className?: string;
}) {
  if (!profile.pending_email) return null;
  return (
    <p
      role="status"
      className={`rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 ${className}`}
    >
      <Trans
        i18nKey="profile.emailPending"
        values={{ newEmail: profile.pending_email, email: profile.email }}
        components={{
          new: <bdi dir="ltr" className="font-semibold break-words" />,
          current: <bdi dir="ltr" className="break-words" />,
        }}
      />
    </p>
  );
}
