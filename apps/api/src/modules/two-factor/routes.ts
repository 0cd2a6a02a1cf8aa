import { messageReplySchema, tokenReplySchema } from '@tabarru/contract/accounts';
import {
  recoveryCodesReplySchema,
  secondStepRequestSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorEnableRequestSchema,
  twoFactorPasswordRequestSchema,
  twoFactorSetupReplySchema,
  twoFactorStatusSchema,
} from '@tabarru/contract/two-factor';
import type { FastifyRequest } from 'fastify';

import type { ModuleRoutes } from '../../context';
import { byIp, byMember, limitBy } from '../../infra/route-limits';
import { clientOf, sessionOf, sessionTokenOf, signedInMember } from '../sessions/service';
import {
  challengedMember,
  completeSecondStep,
  disableTwoFactor,
  enableTwoFactor,
  replaceTwoFactorRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from './service';

const tags = ['accounts'];
const changeLimits = { limits: [limitBy('twoFactorChangesPerUser', byMember)] };

declare module 'fastify' {
  interface FastifyRequest {
    /** the member a second step's challenge names, once read (null: not a valid one) */
    challengedMember?: Awaited<ReturnType<typeof challengedMember>>;
  }
}

/** Counts the codes tried at the second step per member of a valid challenge. */
const byChallengedMember = (request: FastifyRequest) =>
  request.challengedMember ? String(request.challengedMember.id) : undefined;

/** The second sign-in step: signing in with it, and a member setting it up or off. */
export const twoFactorRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/authentication/login/second-step',
    {
      // The challenge is read before the limits are counted, so they count by its member.
      preValidation: async (request) => {
        const { challenge } = (request.body ?? {}) as { challenge?: unknown };
        request.challengedMember =
          typeof challenge === 'string' ? await challengedMember(context, challenge) : null;
      },
      config: {
        limits: [
          limitBy('signInPerIp', byIp),
          limitBy('secondStepPerMember', byChallengedMember),
          limitBy('secondStepPerMemberDaily', byChallengedMember),
        ],
      },
      schema: {
        tags,
        summary: 'Finish a sign-in with a code from the authenticator app, or a recovery code',
        body: secondStepRequestSchema,
        response: { 200: tokenReplySchema },
      },
    },
    async (request) => ({
      jwtToken: await completeSecondStep(context, {
        member: request.challengedMember ?? null,
        code: request.body.code,
        client: clientOf(request),
        heldToken: sessionTokenOf(request),
      }),
    }),
  );

  app.get(
    '/api/users/me/two-factor',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Whether the caller's second sign-in step is on",
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => twoFactorStatus(context, signedInMember(request)),
  );

  app.post(
    '/api/users/me/two-factor/setup',
    {
      onRequest: app.authenticate,
      config: changeLimits,
      schema: {
        tags,
        summary: 'A new secret for an authenticator app, pending until a code confirms it',
        response: { 200: twoFactorSetupReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await startTwoFactorSetup(context, sessionOf(request))),
  );

  app.post(
    '/api/users/me/two-factor/enable',
    {
      onRequest: app.authenticate,
      config: changeLimits,
      schema: {
        tags,
        summary: 'Turn the second step on with a code from the app; answers the recovery codes',
        body: twoFactorEnableRequestSchema,
        response: { 200: recoveryCodesReplySchema },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send({
        message: TWO_FACTOR_MESSAGES.enabled,
        recoveryCodes: await enableTwoFactor(context, sessionOf(request), request.body.code),
      }),
  );

  app.post(
    '/api/users/me/two-factor/disable',
    {
      onRequest: app.authenticate,
      config: changeLimits,
      schema: {
        tags,
        summary: 'Turn the second step off, with the password',
        body: twoFactorPasswordRequestSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await disableTwoFactor(context, sessionOf(request), request.body.password);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  app.post(
    '/api/users/me/two-factor/recovery-codes',
    {
      onRequest: app.authenticate,
      config: changeLimits,
      schema: {
        tags,
        summary: 'New recovery codes, with the password: the old ones stop working',
        body: twoFactorPasswordRequestSchema,
        response: { 200: recoveryCodesReplySchema },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send({
        message: TWO_FACTOR_MESSAGES.newRecoveryCodes,
        recoveryCodes: await replaceTwoFactorRecoveryCodes(
          context,
          sessionOf(request),
          request.body.password,
        ),
      }),
  );
};
