import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import type { ContactRequest } from '@tabarru/contract/contact';

import { ApiError } from '../../lib/api-client';
import { contactFieldErrors, type ContactErrorKey, type ContactField } from './contact-validation';
import { sendContactMessage } from './send-contact-message';

const EMPTY: ContactRequest = { name: '', email: '', message: '' };
type Outcome = 'idle' | 'sending' | 'sent' | 'rateLimited' | 'failed';

const FIELDS: { name: ContactField; type: 'text' | 'email' | 'textarea'; autoComplete?: string }[] =
  [
    { name: 'name', type: 'text', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'message', type: 'textarea' },
  ];

export function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactErrorKey>>>({});
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setOutcome('sending');
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      setOutcome('sent');
      toast.success(t('contact.sent'));
    } catch (error) {
      // The form checks with the API's own schema, so any refusal left is a limit or an outage.
      setOutcome(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed');
    }
  }

  const inputClass = (field: ContactField) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${errors[field] ? 'border-red-600' : 'border-stone-400'}`;

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-8 space-y-5">
      {FIELDS.map((field) => {
        const errorId = `contact-${field.name}-error`;
        const common = {
          id: `contact-${field.name}`,
          name: field.name,
          value: values[field.name],
          required: true,
          'aria-invalid': errors[field.name] ? true : undefined,
          'aria-describedby': errors[field.name] ? errorId : undefined,
          className: inputClass(field.name),
        };
        return (
          <div key={field.name}>
            <label htmlFor={common.id} className="block font-semibold">
              {t(`contact.${field.name}`)}
            </label>
            {field.type === 'textarea' ? (
              <textarea
                {...common}
                rows={6}
                onChange={(event) => setValues({ ...values, message: event.target.value })}
              />
            ) : (
              <input
                {...common}
                type={field.type}
                autoComplete={field.autoComplete}
                dir={field.type === 'email' ? 'ltr' : undefined}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            )}
            {errors[field.name] && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {t(errors[field.name] as ContactErrorKey)}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={outcome === 'sending'}
        className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {outcome === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
      <p role="status" className="min-h-6 font-semibold text-brand-800">
        {outcome === 'sent' && t('contact.sent')}
      </p>
      {(outcome === 'failed' || outcome === 'rateLimited') && (
        <p role="alert" className="font-semibold text-red-700">
          {t(outcome === 'failed' ? 'contact.failed' : 'contact.rateLimited')}
        </p>
      )}
    </form>
  );
}
