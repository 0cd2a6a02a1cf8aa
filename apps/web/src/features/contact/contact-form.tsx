import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { contactRequestSchema, type ContactRequest } from '@tabarru/contract/contact';

import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { ApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { schemaResolver, type IssueKind } from '../../lib/form-resolver';
import { showToast } from '../../lib/toast';
import { useSendContactMessage } from './api/send-contact-message';
import {
  CONTACT_ERROR_KEYS,
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  isContactField,
  type ContactField,
} from './contact-fields';

const EMPTY: ContactRequest = { name: '', email: '', message: '' };
const resolver = schemaResolver(contactRequestSchema);

type Outcome = 'idle' | 'sent' | 'rateLimited' | 'failed';

function isIssueKind(value: string | undefined): value is IssueKind {
  return value === 'required' || value === 'invalid' || value === 'tooLong';
}

/**
 * The contact form (spec 000 §2.3). It checks with the API's own schema before sending and
 * names each failure in the page's language.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({ resolver, defaultValues: EMPTY });

  async function handleValidSubmit(values: ContactRequest) {
    setOutcome('idle');
    try {
      await sendMessage.mutateAsync(values);
      reset(EMPTY);
      setOutcome('sent');
      showToast('success', t('contact.sent'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && isContactField(error.field)) {
        setError(error.field, { type: 'invalid' }, { shouldFocus: true });
        return;
      }
      setOutcome(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed');
    }
  }

  function errorText(field: ContactField): string | undefined {
    const kind = errors[field]?.type;
    if (!isIssueKind(kind)) return undefined;
    return t(CONTACT_ERROR_KEYS[field][kind], {
      max: formatNumber(CONTACT_MAX_LENGTH[field], language),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="space-y-5">
      {CONTACT_FIELDS.map((field) => (
        <Field
          key={field}
          id={`contact-${field}`}
          label={t(`contact.${field}`)}
          error={errorText(field)}
        >
          {(control) =>
            field === 'message' ? (
              <textarea
                {...control}
                {...register(field)}
                rows={6}
                required
                maxLength={CONTACT_MAX_LENGTH[field]}
              />
            ) : (
              <input
                {...control}
                {...register(field)}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field}
                dir={field === 'email' ? 'ltr' : undefined}
                required
                maxLength={CONTACT_MAX_LENGTH[field]}
              />
            )
          }
        </Field>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </button>
        <p role="status" className="font-semibold text-brand-800">
          {outcome === 'sent' ? t('contact.sent') : ''}
        </p>
      </div>
      {(outcome === 'failed' || outcome === 'rateLimited') && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-800">
          {t(outcome === 'failed' ? 'contact.failed' : 'contact.rateLimited')}
        </p>
      )}
    </form>
  );
}
