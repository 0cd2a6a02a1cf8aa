import {
  ACCOUNT_MESSAGES,
  checkCodeReplySchema,
  checkCodeRequestSchema,
  checkPhoneRequestSchema,
  OTP_TTL_MINUTES,
  sendCodeReplySchema,
  sendCodeRequestSchema,
  verificationReplySchema,
} from '@tabarru/contract/accounts';
import { OTP_RESEND_SECONDS } from '@tabarru/contract/constants';

import type { ModuleRoutes } from '../../context';
import { byIp, limitBy } from '../../infra/route-limits';
import { assertPhoneFree, checkPhoneCode, sendPhoneCode } from './service';

const tags = ['accounts'];

/** The earlier client reads {success, error} from these calls, failures included. */
const verificationFailure = (message: string) => ({ success: false, error: message });

/** Per address; the codes of one phone are limited when they are sent (sendPhoneCode). */
const codeSendLimits = [
  limitBy('codeSendsPerIp', byIp),
  limitBy('codeSendsPerIpDaily', byIp),
] as const;

/** Phone verification: check a number is free, send a code, check the code. */
export const verificationRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/users/check-phone',
    {
      // It tells anyone whether a number has an account, as a send does: counted as one.
      config: {
        failureFields: verificationFailure,
        limits: [limitBy('phoneChecksPerIp', byIp), ...codeSendLimits],
      },
      schema: {
        tags,
        summary: 'Whether a phone number is free to register',
        body: checkPhoneRequestSchema,
        response: { 200: verificationReplySchema },
      },
    },
    async (request) => {
      await assertPhoneFree(context, request.body.phone);
      return { success: true };
    },
  );

  app.post(
    '/api/verify/send',
    {
      config: { failureFields: verificationFailure, limits: codeSendLimits },
      schema: {
        tags,
        summary: 'Text a verification code to a phone',
        body: sendCodeRequestSchema,
        response: { 200: sendCodeReplySchema },
      },
    },
    async (request) => {
      const { phone, locale = 'en' } = request.body;
      await sendPhoneCode(context, phone, locale);
      return {
        success: true as const,
        message: ACCOUNT_MESSAGES.codeSent,
        resendAfterSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: OTP_TTL_MINUTES * 60,
      };
    },
  );

  app.post(
    '/api/verify/check',
    {
      config: { failureFields: verificationFailure, limits: [limitBy('codeChecksPerIp', byIp)] },
      schema: {
        tags,
        summary: "Check a phone's code, answering a verification token",
        body: checkCodeRequestSchema,
        response: { 200: checkCodeReplySchema },
      },
    },
    async (request) => {
      const { phone, code } = request.body;
      const verificationToken = await checkPhoneCode(context, phone, code, request.ip);
      return { success: true, message: ACCOUNT_MESSAGES.phoneVerified, verificationToken };
    },
  );
};
