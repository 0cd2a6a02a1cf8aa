import { CompiledQuery, type Compilable } from 'kysely';

/** A named parameter of a query template, standing where a value will be bound. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A placeholder for `name` typed as the value it stands for, so the query builder takes it
 * wherever it would take that value.
 */
export function slot<T>(name: string): T {
  return new Slot(name) as unknown as T;
}

/**
 * A query built and compiled once, run many times with different values. Building and
 * compiling a Kysely query costs more than running a simple indexed one, so a hot query
 * whose shape repeats keeps its SQL and only binds its parameters.
 */
export class QueryTemplate<Row> {
  private constructor(
    private readonly sql: string,
    private readonly parameters: readonly unknown[],
  ) {}

  static of<Row>(query: Compilable<Row>): QueryTemplate<Row> {
    const compiled = query.compile();
    return new QueryTemplate<Row>(compiled.sql, compiled.parameters);
  }

  /** The query with every slot filled; a slot without a value is a programming error. */
  bind(values: Readonly<Record<string, unknown>>): CompiledQuery<Row> {
    const parameters = this.parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) return parameter;
      if (!(parameter.name in values)) {
        throw new Error(`No value for the query slot '${parameter.name}'`);
      }
      return values[parameter.name];
    });
    return CompiledQuery.raw(this.sql, parameters) as CompiledQuery<Row>;
  }
}
