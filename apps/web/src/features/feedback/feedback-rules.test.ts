import { describe, expect, it } from 'vitest';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES } from '@tabarru/contract/feedback';

import en from '../../i18n/en.json';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';
import { deleteFailureKey, submitFailureKey } from './feedback-rules';

const refusal = (status: number, code: string, field?: string) =>
  new ApiError(status, { code, message: 'English words the page never shows', field });

describe('submitFailureKey', () => {
  it('gives a refusal its reason in the page language', () => {
    expect(submitFailureKey(refusal(400, ERROR_CODES.feedbackAlreadySubmitted))).toBe(
      'errors.FEEDBACK_ALREADY_SUBMITTED',
    );
    expect(submitFailureKey(refusal(403, ERROR_CODES.feedbackNoHandover))).toBe(
      'errors.FEEDBACK_NO_HANDOVER',
    );
    expect(submitFailureKey(refusal(400, ERROR_CODES.feedbackSelf, 'receiver_id'))).toBe(
      'errors.FEEDBACK_SELF',
    );
    expect(submitFailureKey(refusal(400, ERROR_CODES.fieldTooLong, 'comment'))).toBe(
      'feedback.form.commentTooLong',
    );
  });

  it("asks to sign in on a 401, and says 'Failed to submit feedback.' otherwise", () => {
    expect(submitFailureKey(refusal(401, ERROR_CODES.unauthenticated))).toBe(
      'feedback.toast.loginAndRating',
    );
    for (const error of [
      refusal(500, ERROR_CODES.internal),
      refusal(400, 'A_CODE_FROM_A_NEWER_API'),
      new ApiError(0, { code: NETWORK_ERROR_CODE, message: 'unreachable' }),
      new Error('boom'),
    ]) {
      expect(submitFailureKey(error)).toBe('feedback.toast.submitFailed');
    }
  });
});

describe('deleteFailureKey', () => {
  it("says why a delete was refused, else 'Failed to delete feedback.'", () => {
    expect(deleteFailureKey(refusal(404, ERROR_CODES.feedbackNotFound))).toBe(
      'errors.FEEDBACK_NOT_FOUND',
    );
    expect(deleteFailureKey(refusal(500, ERROR_CODES.internal))).toBe(
      'feedback.toast.deleteFailed',
    );
    expect(deleteFailureKey(new Error('boom'))).toBe('feedback.toast.deleteFailed');
  });
});

describe('the English texts', () => {
  it('are the exact texts the earlier product showed and the API sends', () => {
    expect(en.feedback.toast).toEqual({
      submitted: FEEDBACK_MESSAGES.submitted,
      deleted: FEEDBACK_MESSAGES.deleted,
      submitFailed: FEEDBACK_MESSAGES.submitFailed,
      deleteFailed: FEEDBACK_MESSAGES.deleteFailed,
      loginAndRating: FEEDBACK_MESSAGES.loginAndRating,
    });
    expect(en.errors.FEEDBACK_ALREADY_SUBMITTED).toBe(FEEDBACK_MESSAGES.alreadySubmitted);
    expect(en.errors.FEEDBACK_SELF).toBe(FEEDBACK_MESSAGES.self);
    expect(en.errors.FEEDBACK_NO_HANDOVER).toBe(FEEDBACK_MESSAGES.noHandover);
    expect(en.errors.FEEDBACK_NOT_FOUND).toBe(FEEDBACK_MESSAGES.notFound);
    expect(en.feedback.form.commentTooLong.replace('{{max}}', String(FEEDBACK_COMMENT_MAX))).toBe(
      FEEDBACK_MESSAGES.commentTooLong,
    );
  });
});
