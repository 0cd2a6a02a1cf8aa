import { ListPage } from '../../components/ui/list-page';
import { ChangePasswordLink } from '../../features/profile/change-password-link';
import { SignedInDevices } from '../../features/sessions/signed-in-devices';
import { TwoFactorSection } from '../../features/two-factor/two-factor-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

/**
 * The member's Security page (/profile/security): the devices signed in to the account, two-step
 * sign-in, and the way to the password form.
 */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('security.title'));
  return (
    <ListPage
      back={{ to: localHref(paths.profile), label: t('security.back') }}
      title={t('security.title')}
      lead={t('security.lead')}
    >
      <div className="space-y-10">
        <SignedInDevices />
        <TwoFactorSection />
        <ChangePasswordLink />
      </div>
    </ListPage>
  );
}
