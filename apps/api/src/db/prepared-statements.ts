import { createHash } from 'node:crypto';

import type pg from 'pg';

/** Names a connection prepares, at most: the API's shapes of statement are a few hundred. */
export const NAMES_PER_CONNECTION = 400;

/** Statements worth a plan kept: reads and writes, not DDL or transaction control. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** A change of the planner's settings for a transaction (db/planner.ts), and its end. */
const SETTINGS_CHANGE = /^\s*select set_config\(/i;
const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;

type Query = (...args: unknown[]) => unknown;

/**
 * PostgreSQL parses and plans an unnamed statement each time it is sent, which for the API's
 * reads (a page of the feed: posts joined with their posters, covers and points) is a large
 * share of their cost. Each connection of the pool instead prepares a statement with values
 * under a name made from its text, once, and then only binds and runs it. A connection names
 * NAMES_PER_CONNECTION statements at most, so texts that vary with a list's length (`in ($1,
 * $2, ...)`) cannot grow the server's memory without end; past that they go unnamed. A
 * statement run under changed planner settings (a search's reads, db/planner.ts) is named by
 * those settings too: the plan PostgreSQL keeps under a name is made under the settings it
 * always runs with, and a search's page, planned under them, is not planned again each time
 * (1.5 to 2 ms of the database's time for a page of cards at a million posts).
 */
export function preparingStatements(client: pg.PoolClient): void {
  const named = new Set<string>();
  /** the transaction's change of planner settings, while it lasts */
  let settings = '';
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [text, values, callback] = args;
    if (typeof text === 'string') {
      if (SETTINGS_CHANGE.test(text)) settings = JSON.stringify([text, values ?? []]);
      else if (TRANSACTION_END.test(text)) settings = '';
    }
    if (
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      callback !== undefined ||
      !PREPARABLE.test(text)
    ) {
      return query(...args);
    }
    const name = `s${createHash('sha1').update(settings).update(text).digest('base64url')}`;
    if (!named.has(name)) {
      if (named.size >= NAMES_PER_CONNECTION) return query(text, values);
      named.add(name);
    }
    return query({ name, text, values });
  };
}
