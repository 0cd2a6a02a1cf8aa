import { AsyncLocalStorage } from 'node:async_hooks';

import type { CompiledQuery } from 'kysely';

import { buildApp } from '../../apps/api/src/app';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { createFileOutbox } from '../../apps/api/src/infra/outbox';
import { BENCH_JWT_SECRET, benchConfig } from './bench-config';
import { CEILING_PATH } from './protocol';
import { scenarioSubjects, scenarios } from './scenarios';
import { withScratchDatabase } from './scratch-database';
import { seedPosts, settleSeed } from './seed';

/**
 * The plan of every query the hot reads send: each read scenario's request is made
 * once, on a seeded database and a fresh app (so no cache answers it), the queries it ran
 * recorded with their values, and each SELECT explained by the database that ran it: SQLite's
 * EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN; as Markdown, they make docs/query-plans.md.
 */

interface ExplainedQuery {
  sql: string;
  plan: string[];
}

export interface ExplainedScenario {
  scenario: string;
  path: string;
  queries: ExplainedQuery[];
}

async function planOf(database: DatabaseHandle, query: CompiledQuery): Promise<string[]> {
  const explain = database.dialect === 'sqlite' ? 'explain query plan' : 'explain';
  const { rows } = await database.db
    .executeQuery<Record<string, unknown>>({ ...query, sql: `${explain} ${query.sql}` })
    .catch((error: unknown) => {
      throw new Error(`${String(error)}: ${query.sql} ${JSON.stringify(query.parameters)}`);
    });
  return rows.map((row) =>
    String(database.dialect === 'sqlite' ? row.detail : Object.values(row)[0]),
  );
}

export async function runExplain(posts: number): Promise<ExplainedScenario[]> {
  const requestQueries = new AsyncLocalStorage<CompiledQuery[]>();
  const record = (query: CompiledQuery) => requestQueries.getStore()?.push(query);
  return withScratchDatabase(
    'explain',
    async (database, dataDir) => {
      await seedPosts(database.db, posts);
      await settleSeed(database.db, database.dialect);
      const subjects = await scenarioSubjects(database.db, posts);
      const explained: ExplainedScenario[] = [];
      for (const scenario of scenarios({ posts, ...subjects })) {
        if (scenario.path === CEILING_PATH) continue;
        const app = await buildApp(benchConfig(dataDir), {
          database,
          outbox: createFileOutbox(dataDir),
          jwtSecret: BENCH_JWT_SECRET,
        });
        const queries: CompiledQuery[] = [];
        // The app's own timers query too: only what runs from the request on is its.
        app.addHook('onRequest', (_request, _reply, done) => {
          requestQueries.enterWith(queries);
          done();
        });
        try {
          const reply = await app.inject({
            method: 'GET',
            url: scenario.path,
            headers: scenario.headers,
          });
          if (reply.statusCode !== 200) {
            throw new Error(`${scenario.path} answered ${reply.statusCode}: ${reply.body}`);
          }
        } finally {
          await app.close();
        }
        const selects = queries.filter((query) => /^\s*(select|with)\b/i.test(query.sql));
        const planned: ExplainedQuery[] = [];
        for (const query of selects) {
          planned.push({ sql: query.sql, plan: await planOf(database, query) });
        }
        explained.push({ scenario: scenario.name, path: scenario.path, queries: planned });
      }
      return explained;
    },
    record,
  );
}

/** The plans as Markdown: a heading per scenario, each query's SQL and plan in one block. */
export function plansAsMarkdown(dialect: string, scenarios: ExplainedScenario[]): string {
  return scenarios
    .map(({ scenario, path, queries }) =>
      [
        `#### ${scenario} (${dialect})`,
        '',
        `\`${path.length > 80 ? `${path.slice(0, 77)}...` : path}\`: ${queries.length} ${queries.length === 1 ? 'query' : 'queries'}`,
        '',
        '```text',
        ...queries.flatMap((query, index) => [
          `${index + 1}. ${query.sql}`,
          ...query.plan.map((line) => `   ${line}`),
        ]),
        '```',
      ].join('\n'),
    )
    .join('\n\n');
}
