import type { FastifyRequest } from 'fastify';

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
import { homePlaceReplySchema, homePlaceRequestSchema } from '@tabarru/contract/home-place';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf, signedInMember } from '../sessions/service';
import {
  asksAboutOtherIdentity,
  changePassword,
  ownProfile,
  publicProfile,
  setHomePlace,
  updateCredentials,
} from './service';

const tags = ['accounts'];

/** Counts a credentials update by its member only when it asks about another email or phone. */
const byIdentityQuestion = (request: FastifyRequest) => {
  // The body has passed its schema by now: the email lower-cased, the phone in +962 form.
  const update = request.body as { email: string; phone_number: string };
  return request.member && asksAboutOtherIdentity(request.member, update)
    ? String(request.member.id)
    : undefined;
};

/** The member's own profile and credentials, and other members' public profiles. */
export const userRoutes: ModuleRoutes = async (app, { context }) => {
  // Both paths answer the same list: the earlier client read its profile from each.
  for (const path of ['/profile', '/Posting/']) {
    app.get(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "The caller's own profile, as a list of one",
          response: { 200: ownProfileListSchema },
        },
      },
      async (request) => {
        const profile = await ownProfile(context, signedInMember(request));
        return [{ ...profile, zip_code: null }];
      },
    );
  }

  app.put(
    '/update-credentials',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('identityChecksPerUser', byIdentityQuestion)] },
      schema: {
        tags,
        summary:
          "Change the caller's username, phone or location, and ask for a new email (with the current password; used once the link mailed to it is followed)",
        body: updateCredentialsRequestSchema,
        response: { 200: updateCredentialsReplySchema },
      },
    },
    async (request) => {
      const {
        username,
        email,
        phone_number,
        location,
        message_emails,
        verificationToken,
        currentPassword,
      } = request.body;
      const result = await updateCredentials(
        context,
        sessionOf(request),
        {
          username,
          email,
          phone: phone_number,
          location,
          messageEmails: message_emails,
          verification: { token: verificationToken, ip: request.ip },
          currentPassword,
        },
        request.log,
      );
      return { message: ACCOUNT_MESSAGES.profileUpdated, ...result };
    },
  );

  app.put(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('passwordChangePerUser', byMember)] },
      schema: {
        tags,
        summary: "Change the caller's password, answering a new token",
        body: changePasswordRequestSchema,
        response: { 200: changePasswordReplySchema },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const jwtToken = await changePassword(
        context,
        sessionOf(request),
        currentPassword,
        newPassword,
      );
      return { message: ACCOUNT_MESSAGES.passwordUpdated, jwtToken };
    },
  );

  app.put(
    '/api/users/me/home-place',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Set or clear the caller's home place, near which their feed opens",
        body: homePlaceRequestSchema,
        response: { 200: homePlaceReplySchema },
      },
    },
    async (request) => setHomePlace(context, sessionOf(request), request.body.place),
  );

  app.get(
    '/api/users/:userId',
    {
      schema: {
        tags,
        summary: "A member's public profile",
        params: userIdParamsSchema,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) => publicProfile(context, request.params.userId),
  );
};
