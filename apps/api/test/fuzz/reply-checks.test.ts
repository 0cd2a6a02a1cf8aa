import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { answerProblems, errorLines, replyProblems, whatFailed } from './reply-checks';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the checks of a reply', () => {
  it('take any 5xx as a problem, and an accepted reply as none', () => {
    expect(replyProblems({ statusCode: 503, headers: json, body: '{}' }, 'GET')).toHaveLength(1);
    expect(replyProblems({ statusCode: 200, headers: {}, body: 'x' }, 'GET')).toEqual([]);
  });

  it('want a refusal in the error shape, with a code of the contract', () => {
    const refusal = (body: string) =>
      replyProblems({ statusCode: 400, headers: json, body }, 'POST');
    expect(
      refusal('{"message":"Title is required","code":"FIELD_REQUIRED","field":"title"}'),
    ).toEqual([]);
    expect(refusal('{"message":"bad","code":"FST_ERR_BAD_URL"}')[0]).toMatch(
      /code the contract lacks/,
    );
    expect(refusal('{"error":"Bad Request"}')[0]).toMatch(/error shape/);
    expect(refusal('not json')[0]).toMatch(/not JSON/);
    expect(
      replyProblems(
        { statusCode: 404, headers: { 'content-type': 'text/html' }, body: '<p>' },
        'GET',
      ),
    ).toHaveLength(1);
  });

  it('accept the reply a route declares for the status, and a HEAD without a body', () => {
    const declared = z.string();
    expect(
      replyProblems(
        { statusCode: 401, headers: json, body: '"Invalid Credentials"' },
        'POST',
        declared,
      ),
    ).toEqual([]);
    expect(replyProblems({ statusCode: 404, headers: json, body: '' }, 'HEAD')).toEqual([]);
  });

  it('want a socket answer of {ok, data} or {ok: false, error}, never INTERNAL', () => {
    expect(answerProblems({ ok: true, data: { id: 1 } })).toEqual([]);
    expect(
      answerProblems({ ok: false, error: { message: 'Sign in', code: 'UNAUTHENTICATED' } }),
    ).toEqual([]);
    expect(
      answerProblems({ ok: false, error: { message: 'Oops', code: 'INTERNAL' } }),
    ).toHaveLength(1);
    expect(answerProblems('yes')).toHaveLength(1);
  });

  it('read the error lines of the log', () => {
    const lines = [
      JSON.stringify({ level: 30, msg: 'request completed' }),
      JSON.stringify({ level: 50, msg: 'request failed', err: { message: 'boom' } }),
    ];
    expect(errorLines(lines)).toEqual(['logged: request failed boom']);
  });

  it('tell what a failed property found, with its seed and path to run it again', () => {
    const failure = new Error(
      'Property failed after 3 tests\n{ seed: 42, path: "2", endOnFailure: true }\nCounterexample: …',
      {
        cause: new Error('answered 500'),
      },
    );
    expect(whatFailed(failure)).toBe('answered 500 { seed: 42, path: "2", endOnFailure: true }');
  });
});
