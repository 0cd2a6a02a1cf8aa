import { useNavigate } from 'react-router';

import { WANTED_DAYS } from '@tabarru/contract/wanted';

import { PageTitle } from '../../components/ui/page-title';
import { WantedForm, type WantedValues } from '../../components/wanted/wanted-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useCreateWanted } from './api/wanted';

const EMPTY: WantedValues = { title: '', description: '', category: '', region: '' };

/**
 * Ask for an item: what the member looks for, its details, category and region, no
 * photo. Posted, it opens as a post, whose page others answer with I have this.
 */
export function Component() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('wanted.create.title'));
  const create = useCreateWanted();

  async function submit(values: WantedValues) {
    const { wanted } = await create.mutateAsync(values);
    showToast(
      'success',
      t(wanted.under_review ? 'wanted.create.underReview' : 'wanted.create.created'),
    );
    void navigate(localHref(paths.post, { id: wanted.post_id }));
    return wanted;
  }

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-2xl">
        <PageTitle>{t('wanted.create.heading')}</PageTitle>
        <p className="mt-2 text-stone-700">
          {t('wanted.create.lead', { days: formatNumber(WANTED_DAYS, language) })}
        </p>
        <WantedForm
          initial={EMPTY}
          submit={submit}
          pending={create.isPending}
          submitText={t('wanted.create.submit')}
          pendingText={t('wanted.create.submitting')}
          failedKey="wanted.create.failed"
        />
      </div>
    </div>
  );
}
