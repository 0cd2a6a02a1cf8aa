import { describe, expect, it } from 'vitest';

import { isDatabaseBusy, isDatabaseConnectionLost } from './busy';

function failure(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('isDatabaseBusy', () => {
  it('knows a statement PostgreSQL cancelled for its time limit', () => {
    expect(isDatabaseBusy(failure('canceling statement due to statement timeout', '57014'))).toBe(
      true,
    );
  });

  it('knows a wait for a pooled connection that ran out', () => {
    expect(isDatabaseBusy(failure('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy(failure('Connection terminated due to connection timeout'))).toBe(true);
  });

  it('knows a transaction PostgreSQL cancelled to break a deadlock or for serialization', () => {
    expect(isDatabaseBusy(failure('deadlock detected', '40P01'))).toBe(true);
    expect(isDatabaseBusy(failure('could not serialize access', '40001'))).toBe(true);
  });

  it("knows SQLite's wait for a lock running out", () => {
    expect(isDatabaseBusy(failure('database is locked', 'SQLITE_BUSY'))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseBusy(failure('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseBusy(failure('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'))).toBe(
      false,
    );
    expect(isDatabaseBusy(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      false,
    );
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false);
    expect(isDatabaseBusy(undefined)).toBe(false);
  });
});

describe('isDatabaseConnectionLost', () => {
  it('knows a backend PostgreSQL terminated, shut down or is not ready for', () => {
    expect(
      isDatabaseConnectionLost(
        failure('terminating connection due to administrator command', '57P01'),
      ),
    ).toBe(true);
    expect(isDatabaseConnectionLost(failure('the database system is starting up', '57P03'))).toBe(
      true,
    );
    expect(isDatabaseConnectionLost(failure('connection failure', '08006'))).toBe(true);
  });

  it("knows pg's words and the socket's codes for a connection closed under a query", () => {
    expect(isDatabaseConnectionLost(failure('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseConnectionLost(
        failure('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    expect(isDatabaseConnectionLost(failure('read ECONNRESET', 'ECONNRESET'))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseConnectionLost(failure('deadlock detected', '40P01'))).toBe(false);
    expect(isDatabaseConnectionLost(failure('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseConnectionLost(failure('database is locked', 'SQLITE_BUSY'))).toBe(false);
    expect(isDatabaseConnectionLost('Connection terminated unexpectedly')).toBe(false);
  });
});
