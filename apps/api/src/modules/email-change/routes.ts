import {
  EMAIL_CHANGE_MESSAGES,
  emailChangeConfirmedReplySchema,
  emailChangeLinkRequestSchema,
  emailChangeUndoneReplySchema,
} from '@tabarru/contract/email-change';

import type { ModuleRoutes } from '../../context';
import { byIp, limitBy } from '../../infra/route-limits';
import { confirmEmailChange, undoEmailChange } from './service';

const tags = ['accounts'];

/**
 * The two links of an email change. They need no sign-in: the link's token, mailed to one
 * address, is the permission.
 */
export const emailChangeRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/email-change/confirm',
    {
      config: { limits: [limitBy('resetPerIp', byIp)] },
      schema: {
        tags,
        summary: 'Start using a new email, with the link mailed to it',
        body: emailChangeLinkRequestSchema,
        response: { 200: emailChangeConfirmedReplySchema },
      },
    },
    async (request) => {
      const { email } = await confirmEmailChange(context, request.body.token);
      return { message: EMAIL_CHANGE_MESSAGES.confirmed, email };
    },
  );

  app.post(
    '/api/email-change/undo',
    {
      config: { limits: [limitBy('resetPerIp', byIp)] },
      schema: {
        tags,
        summary: 'Undo an email change from the old address, ending every session',
        body: emailChangeLinkRequestSchema,
        response: { 200: emailChangeUndoneReplySchema },
      },
    },
    async (request) => {
      const { email } = await undoEmailChange(context, request.body.token);
      return { message: EMAIL_CHANGE_MESSAGES.undone, email };
    },
  );
};
