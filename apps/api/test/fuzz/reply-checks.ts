import type { z } from 'zod';

import { errorReplySchema } from '@tabarru/contract/error-reply';
import { ERROR_CODES } from '@tabarru/contract/errors';

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

/** What is wrong with an error body: not {message, code, field?}, or a code the contract lacks. */
function errorBodyProblems(body: unknown): string[] {
  const parsed = errorReplySchema.safeParse(body);
  if (!parsed.success) return [`not of the error shape: ${parsed.error.issues[0]?.message}`];
  // A client shows its own text for each code: one it does not know shows nothing useful.
  return KNOWN_CODES.has(parsed.data.code)
    ? []
    : [`a code the contract lacks: ${parsed.data.code}`];
}

/** What the fuzzer reads of a reply. */
export interface ReplySeen {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with a reply, whatever the request: a 5xx, or a refusal that is not JSON of the
 * contract's error shape ({message, code, field?}) nor of the reply the route itself declares
 * for that status (sign-in's bare "Invalid Credentials"). A HEAD reply has no body to read.
 */
export function replyProblems(
  reply: ReplySeen,
  method: string,
  declared?: z.core.$ZodType,
): string[] {
  if (reply.statusCode >= 500) return [`answered ${reply.statusCode}`];
  if (reply.statusCode < 400 || method === 'HEAD') return [];
  const contentType = String(reply.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json')) {
    return [`refused with ${reply.statusCode} as ${contentType || 'no content type'}, not JSON`];
  }
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return [`refused with ${reply.statusCode} and a body that is not JSON`];
  }
  if (declared && (declared as z.ZodType).safeParse(body).success) return [];
  return errorBodyProblems(body).map((problem) => `refused with ${reply.statusCode}, ${problem}`);
}

/** What is wrong with a socket event's answer: not {ok, data} nor {ok: false, error}, or INTERNAL. */
export function answerProblems(answer: unknown): string[] {
  if (typeof answer !== 'object' || answer === null || !('ok' in answer)) {
    return ['answered without ok'];
  }
  if (answer.ok === true) return 'data' in answer ? [] : ['answered ok without data'];
  const error = (answer as { error?: unknown }).error;
  const problems = errorBodyProblems(error).map((problem) => `refused with an error ${problem}`);
  const internal = (error as { code?: unknown } | undefined)?.code === ERROR_CODES.internal;
  return internal ? [...problems, 'refused as INTERNAL: it failed on our side'] : problems;
}

/** The messages of log lines at error level or above (pino's JSON lines). */
export function errorLines(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
      };
      return (entry.level ?? 0) >= 50
        ? [`logged: ${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim()]
        : [];
    } catch {
      return [`logged a line that is not JSON: ${line.slice(0, 200)}`];
    }
  });
}

/** What a failed fast-check property found: the error its run threw, and its seed and path. */
export function whatFailed(error: unknown): string {
  const { message, cause } = error as Error;
  const replay = /\{ seed: [^}]*\}/.exec(message)?.[0] ?? '';
  return `${cause instanceof Error ? cause.message : message.slice(0, 1_000)} ${replay}`.trim();
}
