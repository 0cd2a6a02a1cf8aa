import type { FastifyBaseLogger } from 'fastify';

/** Why sessions ended (docs/security.md, Security events). */
export type SessionEndReason =
  | 'signed_out'
  | 'ended_by_member'
  | 'signed_in_again'
  | 'password_changed'
  | 'password_reset'
  | 'role_changed'
  | 'ended_by_administrator'
  | 'suspended'
  | 'email_change_undone'
  | 'administrator_start_up'
  | 'idle'
  | 'lifetime';

/** The outcome of one sign-in attempt. */
export type SignInOutcome =
  | 'signed_in'
  | 'second_step_asked'
  | 'wrong_password'
  | 'unknown_account'
  | 'suspended'
  | 'second_step_refused'
  | 'recovery_code_used';

/**
 * What the security log records, one line each, under the key `security` (its `event` names
 * it): every sign-in attempt, every refused authorisation and every ended session, and the
 * changes to what protects an account. Never a password, a code, a token or a link.
 */
export type SecurityEvent =
  | {
      event: 'sign_in';
      outcome: SignInOutcome;
      /** the email as typed (cut short), or the member of a second step */
      account: string | null;
      userId: number | null;
      network: string | null;
    }
  | {
      event: 'access_refused';
      status: 401 | 403;
      code: string;
      method: string;
      route: string;
      userId: number | null;
      network: string | null;
    }
  | {
      event: 'session_ended';
      reason: SessionEndReason;
      userId: number;
      sessions: string[];
      /** who ended them when it was not the member: an administrator */
      byUserId?: number;
    }
  | {
      event: 'email_change';
      step: 'asked' | 'confirmed' | 'undone';
      userId: number;
    }
  | {
      event: 'two_factor';
      change: 'enabled' | 'disabled' | 'recovery_codes_replaced';
      userId: number;
    };

export interface SecurityLog {
  record(event: SecurityEvent): void;
}

/** The longest account name written: a sign-in form takes 254 characters, a log line need not. */
const ACCOUNT_LOGGED_MAX = 100;

/** Security events as structured lines of the API's log, at info, readable by its operators. */
export function createSecurityLog(log: FastifyBaseLogger): SecurityLog {
  return {
    record(event) {
      const logged =
        event.event === 'sign_in' && event.account !== null
          ? { ...event, account: event.account.slice(0, ACCOUNT_LOGGED_MAX) }
          : event;
      log.info({ security: logged }, `security: ${event.event}`);
    },
  };
}
