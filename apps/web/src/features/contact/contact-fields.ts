import type { ContactRequest } from '@tabarru/contract/contact';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
} from '@tabarru/contract/constants';

import type { FieldErrorKeys } from '../../lib/form-errors';

export type ContactField = keyof ContactRequest;

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const satisfies ContactField[];

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX,
  email: CONTACT_EMAIL_MAX,
  message: CONTACT_MESSAGE_MAX,
};

/** What the page says for each field's kind of failure, as catalog keys. */
export const CONTACT_ERROR_KEYS: FieldErrorKeys<ContactField> = {
  name: {
    required: 'contact.nameRequired',
    invalid: 'contact.nameInvalid',
    tooLong: 'contact.nameTooLong',
  },
  email: {
    required: 'contact.emailRequired',
    invalid: 'contact.emailInvalid',
    tooLong: 'contact.emailTooLong',
  },
  message: {
    required: 'contact.messageRequired',
    invalid: 'contact.messageInvalid',
    tooLong: 'contact.messageTooLong',
  },
};
