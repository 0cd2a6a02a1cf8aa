import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { FormSection } from '../../components/ui/form-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useCreatePost } from './api/create-post';
import { PostForm } from './post-form';
import { EMPTY_POST_FORM, type PostFormValues } from './post-form-values';

/** Create a New Post (spec 000 §2.3, §5): on success, to the new post in the same language. */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const creation = useCreatePost();
  useDocumentTitle(t('posts.create.title'));

  async function handleSubmit(
    values: PostFormValues,
    files: File[],
    onProgress: (percent: number) => void,
  ) {
    try {
      const reply = await creation.mutateAsync({ values, files, onProgress });
      showToast('success', t('posts.create.success'));
      void navigate(
        reply.post_id ? localHref(paths.post, { id: reply.post_id }) : localHref(paths.home),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) void navigate(localHref(paths.login));
      throw error;
    }
  }

  return (
    <FormSection heading={t('posts.create.heading')} lead={t('posts.create.lead')} width="wide">
      <PostForm
        initial={EMPTY_POST_FORM}
        submitLabel={t('posts.create.submit')}
        submittingLabel={t('posts.create.submitting')}
        failureKeys={{ failed: 'posts.create.failed', network: 'posts.create.networkError' }}
        onSubmit={handleSubmit}
      />
    </FormSection>
  );
}
