import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  ACCOUNT_MESSAGES,
  forgotPasswordRequestSchema,
  INVALID_CREDENTIALS_REPLY,
  loginRequestSchema,
  signInAccount,
  type LoginRequest,
  messageReplySchema,
  registrationRequestSchema,
  resetPasswordRequestSchema,
  tokenReplySchema,
} from '@tabarru/contract/accounts';

import { secondStepReplySchema } from '@tabarru/contract/two-factor';

import type { ModuleRoutes } from '../../context';
import { byBodyField, byIp, limitBy } from '../../infra/route-limits';
import { clientOf, sessionTokenOf } from '../sessions/service';
import { register, requestPasswordReset, resetPassword, signIn } from './service';

const tags = ['accounts'];

/**
 * The account a sign-in names, as compared: one count for a phone however it is typed. An email
 * and a phone of one account count apart, since counting them together would tell whoever tries
 * both that they belong to one account.
 */
const bySignInAccount = (request: FastifyRequest) =>
  signInAccount((request.body as LoginRequest).email).value;

/** Registration, sign-in, the session check and password reset. */
export const authRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/authentication/registration',
    {
      config: {
        limits: [
          limitBy('registrationPerIp', byIp),
          limitBy('registrationPerPhone', byBodyField('phone_number')),
        ],
      },
      schema: {
        tags,
        summary: 'Register an account behind a verified phone',
        body: registrationRequestSchema,
        response: { 201: tokenReplySchema },
      },
    },
    async (request, reply) => {
      const {
        username,
        email,
        password,
        phone_number,
        locale = 'en',
        verificationToken,
      } = request.body;
      const jwtToken = await register(context, {
        username,
        email,
        password,
        phone: phone_number,
        locale,
        verification: { token: verificationToken, ip: request.ip },
        client: clientOf(request),
      });
      return reply.code(201).send({ jwtToken });
    },
  );

  app.post(
    '/authentication/login',
    {
      config: {
        limits: [limitBy('signInPerIp', byIp), limitBy('signInPerAccount', bySignInAccount)],
      },
      schema: {
        tags,
        summary:
          'Sign in with email or phone number and password; an account with a second step answers a challenge for it',
        body: loginRequestSchema,
        response: { 200: z.union([tokenReplySchema, secondStepReplySchema]), 401: z.string() },
      },
    },
    async (request, reply) => {
      const result = await signIn(context, {
        account: request.body.email,
        password: request.body.password,
        client: clientOf(request),
        heldToken: sessionTokenOf(request),
      });
      if (result.outcome === 'refused') {
        // A bare JSON string, as the earlier API answered (docs/api.md); strings are not serialised.
        return reply
          .code(401)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(INVALID_CREDENTIALS_REPLY));
      }
      if (result.outcome === 'secondStep') {
        return { twoFactorRequired: true as const, challenge: result.challenge };
      }
      return { jwtToken: result.token };
    },
  );

  app.post(
    '/authentication/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Whether the caller's session is still live",
        response: { 200: z.literal(true) },
      },
    },
    async () => true as const,
  );

  app.post(
    '/forgot-password',
    {
      config: {
        limits: [limitBy('resetPerIp', byIp), limitBy('resetPerEmail', byBodyField('email'))],
      },
      schema: {
        tags,
        summary: 'Email a password reset link',
        body: forgotPasswordRequestSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      const { email, locale } = request.body;
      await requestPasswordReset(context, request.log, email, locale);
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { limits: [limitBy('resetPerIp', byIp)] },
      schema: {
        tags,
        summary: "Set a new password with a reset link's token",
        body: resetPasswordRequestSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await resetPassword(context, request.body.token, request.body.new_password);
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  );
};
