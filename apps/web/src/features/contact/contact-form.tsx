import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { contactRequestSchema, type ContactRequest } from '@tabarru/contract/contact';
import { ERROR_CODES } from '@tabarru/contract/errors';

import { Button } from '../../components/ui/button';
import { limitedLength } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText, refusalCode } from '../../lib/error-keys';
import { fieldErrorText } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useSendContactMessage } from './api/send-contact-message';
import {
  CONTACT_ERROR_KEYS,
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  type ContactField,
} from './contact-fields';

const EMPTY: ContactRequest = { name: '', email: '', message: '' };
const resolver = schemaResolver(contactRequestSchema);

/**
 * The contact form. It checks with the API's own schema before sending and names each failure in
 * the page's language.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [sent, setSent] = useState(false);
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({ resolver, defaultValues: EMPTY });
  const failure = useFormFailure(setError, CONTACT_FIELDS);
  const values = useWatch({ control });

  async function handleValidSubmit(message: ContactRequest) {
    setSent(false);
    failure.clear();
    try {
      await sendMessage.mutateAsync(message);
      reset(EMPTY);
      setSent(true);
      showToast('success', t('contact.sent'));
    } catch (error) {
      failure.refuse(
        error,
        refusalCode(error) === ERROR_CODES.rateLimited
          ? t('contact.rateLimited')
          : errorText(error, t, { failed: 'contact.failed', network: 'contact.failed' }),
      );
    }
  }

  function fieldText(field: ContactField): string | undefined {
    return fieldErrorText(t, CONTACT_ERROR_KEYS, field, errors[field]?.type, {
      max: formatNumber(CONTACT_MAX_LENGTH[field], language),
    });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValidSubmit)}
      onInput={failure.clear}
      className="space-y-5"
    >
      {CONTACT_FIELDS.map((field) => (
        <Field
          key={field}
          id={`contact-${field}`}
          label={t(`contact.${field}`)}
          error={fieldText(field)}
          limit={
            field === 'email'
              ? undefined
              : { length: limitedLength(values[field]), max: CONTACT_MAX_LENGTH[field] }
          }
        >
          {(controlProps) =>
            field === 'message' ? (
              <textarea {...controlProps} {...register(field)} dir="auto" rows={6} required />
            ) : field === 'email' ? (
              <input
                {...controlProps}
                {...register(field)}
                type="email"
                autoComplete="email"
                dir="ltr"
                required
                maxLength={CONTACT_MAX_LENGTH.email}
              />
            ) : (
              <input
                {...controlProps}
                {...register(field)}
                autoComplete={field}
                dir="auto"
                required
              />
            )
          }
        </Field>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
        <p role="status" className="font-semibold text-brand-800">
          {sent ? t('contact.sent') : ''}
        </p>
      </div>
      <FormAlert text={failure.text} />
    </form>
  );
}
