import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ACCOUNT_MESSAGES,
  changePasswordReplySchema,
  changePasswordRequestSchema,
  ownProfileListSchema,
  publicProfileSchema,
  updateCredentialsReplySchema,
  updateCredentialsRequestSchema,
  userIdParamsSchema,
} from '@tabarru/contract/accounts';

import type { ModuleContext } from '../../context';
import { signedInMember } from '../auth/authenticate';
import { changePassword, ownProfile, publicProfile, updateCredentials } from './service';

/** The member's own profile and credentials, and other members' public profiles. */
export const userRoutes: FastifyPluginAsyncZod<{ context: ModuleContext }> = async (
  app,
  { context },
) => {
  // Both paths answer the same list: the earlier client read its profile from each.
  for (const path of ['/profile', '/Posting/']) {
    app.get(
      path,
      { preHandler: app.authenticate, schema: { response: { 200: ownProfileListSchema } } },
      async (request) => {
        const profile = await ownProfile(context, signedInMember(request));
        return [{ ...profile, zip_code: null }];
      },
    );
  }

  app.put(
    '/update-credentials',
    {
      preHandler: app.authenticate,
      schema: {
        body: updateCredentialsRequestSchema,
        response: { 200: updateCredentialsReplySchema },
      },
    },
    async (request) => {
      const { username, email, phone_number, location } = request.body;
      const result = await updateCredentials(context, signedInMember(request), {
        username,
        email,
        phone: phone_number,
        location,
      });
      return { message: ACCOUNT_MESSAGES.profileUpdated, ...result };
    },
  );

  app.put(
    '/change-password',
    {
      preHandler: app.authenticate,
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordReplySchema } },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const jwtToken = await changePassword(
        context,
        signedInMember(request),
        currentPassword,
        newPassword,
      );
      return { message: ACCOUNT_MESSAGES.passwordUpdated, jwtToken };
    },
  );

  app.get(
    '/api/users/:userId',
    { schema: { params: userIdParamsSchema, response: { 200: publicProfileSchema } } },
    async (request) => publicProfile(context, request.params.userId),
  );
};
