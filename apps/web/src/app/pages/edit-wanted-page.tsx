import { useNavigate, useParams } from 'react-router';

import { splitLocation } from '@tabarru/contract/location';
import type { PostDetail } from '@tabarru/contract/posts';

import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { WantedForm, type WantedValues } from '../../components/wanted/wanted-form';
import { usePost } from '../../features/posts/api/get-post';
import { useEditWanted } from '../../features/wanted/api/wanted';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';

/**
 * Edit a wanted post (/wanted/:id/edit): the post as the post page reads it, in the wanted
 * post's own form, filled in, for its owner; anyone else the denial.
 */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('wanted.edit.title'));
  const post = usePost(id);

  let body;
  if (post.isPending) {
    body = (
      <p role="status" className="mt-6 text-stone-700">
        {t('posts.edit.loading')}
      </p>
    );
  } else if (post.isError || post.data.kind !== 'wanted') {
    body = <FormAlert text={t('posts.edit.loadFailed')} />;
  } else if (post.data.user_id !== session.user?.userId) {
    body = <FormAlert text={t('posts.edit.notOwner')} />;
  } else {
    body = <EditWantedForm post={post.data} />;
  }
  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-2xl">
        <PageTitle>{t('wanted.edit.heading')}</PageTitle>
        {body}
      </div>
    </div>
  );
}

function EditWantedForm({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const edit = useEditWanted();

  async function submit(values: WantedValues) {
    const { wanted } = await edit.mutateAsync({ id: post.post_id, wanted: values });
    showToast(
      'success',
      t(wanted.under_review ? 'wanted.create.underReview' : 'wanted.edit.saved'),
    );
    void navigate(localHref(paths.post, { id: wanted.post_id }));
    return wanted;
  }

  return (
    <WantedForm
      initial={{
        title: post.title,
        description: post.description,
        category: post.category,
        region: splitLocation(post.location).region,
      }}
      submit={submit}
      pending={edit.isPending}
      submitText={t('wanted.edit.submit')}
      pendingText={t('wanted.edit.submitting')}
      failedKey="wanted.edit.failed"
    />
  );
}
