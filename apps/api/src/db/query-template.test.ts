import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { QueryTemplate, slot } from './query-template';

interface Tables {
  items: { id: number; colour: string };
}

const connection = new SqliteDatabase(':memory:');
connection.exec(
  `create table items (id integer primary key, colour text not null);
   insert into items (id, colour) values (1, 'red'), (2, 'blue'), (3, 'red'), (4, 'red');`,
);
const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection }) });
afterAll(() => db.destroy());

const redAfter = QueryTemplate.of(
  db
    .selectFrom('items')
    .select('id')
    .where('colour', '=', slot<string>('colour'))
    .where('id', '>', slot<number>('after'))
    .orderBy('id')
    .limit(slot<number>('limit')),
);

describe('QueryTemplate', () => {
  it('runs one compiled query with the values of each call, in the order the SQL needs them', async () => {
    const ids = async (values: Record<string, unknown>) =>
      (await db.executeQuery(redAfter.bind(values))).rows.map((row) => row.id);
    expect(await ids({ colour: 'red', after: 0, limit: 2 })).toEqual([1, 3]);
    expect(await ids({ limit: 5, after: 1, colour: 'red' })).toEqual([3, 4]);
    expect(await ids({ colour: 'blue', after: 0, limit: 5 })).toEqual([2]);
  });

  it('keeps the fixed values of the query and refuses to run with a slot left empty', () => {
    const compiled = redAfter.bind({ colour: 'red', after: 0, limit: 1 });
    expect(compiled.sql).toBe(
      'select "id" from "items" where "colour" = ? and "id" > ? order by "id" limit ?',
    );
    expect(compiled.parameters).toEqual(['red', 0, 1]);
    expect(() => redAfter.bind({ colour: 'red', limit: 1 })).toThrow(/after/);
  });
});
