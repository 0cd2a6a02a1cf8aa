import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ACCOUNT_MESSAGES,
  forgotPasswordRequestSchema,
  INVALID_CREDENTIALS_REPLY,
  loginRequestSchema,
  messageReplySchema,
  registrationRequestSchema,
  resetPasswordRequestSchema,
  tokenReplySchema,
} from '@tabarru/contract/accounts';

import type { ModuleContext } from '../../context';
import { register, requestPasswordReset, resetPassword, signIn } from './service';

/** Registration, sign-in, the session check and password reset (spec 000 §4, §7). */
export const authRoutes: FastifyPluginAsyncZod<{ context: ModuleContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/authentication/registration',
    { schema: { body: registrationRequestSchema, response: { 201: tokenReplySchema } } },
    async (request, reply) => {
      await context.limit('registrationPerIp', request.ip);
      const { username, email, password, phone_number, locale = 'en' } = request.body;
      const jwtToken = await register(context, {
        username,
        email,
        password,
        phone: phone_number,
        locale,
      });
      return reply.code(201).send({ jwtToken });
    },
  );

  app.post(
    '/authentication/login',
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: tokenReplySchema, 401: z.string() },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await context.limit('signInPerIp', request.ip);
      await context.limit('signInPerEmail', email);
      const jwtToken = await signIn(context, email, request.body.password);
      if (!jwtToken) {
        // A bare JSON string, as the earlier API answered (DESIGN §4); strings are not serialised.
        return reply
          .code(401)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(INVALID_CREDENTIALS_REPLY));
      }
      return { jwtToken };
    },
  );

  app.post(
    '/authentication/verify',
    { preHandler: app.authenticate, schema: { response: { 200: z.literal(true) } } },
    async () => true as const,
  );

  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordRequestSchema, response: { 200: messageReplySchema } } },
    async (request) => {
      const { email, locale } = request.body;
      await context.limit('resetPerIp', request.ip);
      await context.limit('resetPerEmail', email);
      await requestPasswordReset(context, request.log, email, locale);
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: messageReplySchema } } },
    async (request) => {
      await context.limit('resetPerIp', request.ip);
      await resetPassword(context, request.body.token, request.body.new_password);
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  );
};
