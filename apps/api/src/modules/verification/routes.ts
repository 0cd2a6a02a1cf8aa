import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ACCOUNT_MESSAGES,
  checkCodeRequestSchema,
  checkPhoneRequestSchema,
  OTP_TTL_MINUTES,
  sendCodeReplySchema,
  sendCodeRequestSchema,
  verificationReplySchema,
} from '@tabarru/contract/accounts';
import { OTP_RESEND_SECONDS } from '@tabarru/contract/constants';

import type { ModuleContext } from '../../context';
import { HttpError } from '../../infra/http-errors';
import { assertPhoneFree, checkPhoneCode, sendPhoneCode } from './service';

/** The earlier client reads {success, error} from these calls, failures included. */
async function withVerificationReply<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) error.extra = { success: false, error: error.message };
    throw error;
  }
}

/** Phone verification (spec 000 §4–5): check a number is free, send a code, check the code. */
export const verificationRoutes: FastifyPluginAsyncZod<{ context: ModuleContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/users/check-phone',
    { schema: { body: checkPhoneRequestSchema, response: { 200: verificationReplySchema } } },
    async (request) =>
      withVerificationReply(async () => {
        await assertPhoneFree(context.db, request.body.phone);
        return { success: true };
      }),
  );

  app.post(
    '/api/verify/send',
    { schema: { body: sendCodeRequestSchema, response: { 200: sendCodeReplySchema } } },
    async (request) =>
      withVerificationReply(async () => {
        await context.limit('codeSendsPerIp', request.ip);
        const { phone, locale = 'en' } = request.body;
        await sendPhoneCode(context, phone, locale);
        return {
          success: true as const,
          message: ACCOUNT_MESSAGES.codeSent,
          resendAfterSeconds: OTP_RESEND_SECONDS,
          expiresInSeconds: OTP_TTL_MINUTES * 60,
        };
      }),
  );

  app.post(
    '/api/verify/check',
    { schema: { body: checkCodeRequestSchema, response: { 200: verificationReplySchema } } },
    async (request) =>
      withVerificationReply(async () => {
        await context.limit('codeChecksPerIp', request.ip);
        await checkPhoneCode(context, request.body.phone, request.body.code);
        return { success: true, message: ACCOUNT_MESSAGES.phoneVerified };
      }),
  );
};
