import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';

function isJsonValue(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    !(value instanceof Uint8Array)
  );
}

function withJsonParameters(query: CompiledQuery): CompiledQuery {
  if (!query.parameters.some(isJsonValue)) return query;
  return {
    ...query,
    parameters: query.parameters.map((value) =>
      isJsonValue(value) ? JSON.stringify(value) : value,
    ),
  };
}

/** The connection the driver handed out, behind the one the query executor sees. */
const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();

function wrapConnection(connection: DatabaseConnection): DatabaseConnection {
  const wrapped: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
      connection.executeQuery<R>(withJsonParameters(query)),
    streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
      connection.streamQuery<R>(withJsonParameters(query), chunkSize),
  };
  inner.set(wrapped, connection);
  return wrapped;
}

function unwrap(argument: unknown): unknown {
  return typeof argument === 'object' && argument !== null
    ? (inner.get(argument as DatabaseConnection) ?? argument)
    : argument;
}

/**
 * Binds objects and arrays as JSON text. node-postgres would send a JS array as a Postgres array
 * literal, PGlite as JSON; as text both store the same `jsonb`. (Use `in` for lists of values.)
 *
 * Done on the compiled query's parameters, where it costs one scan of a short array, rather than
 * by a Kysely plugin, which copies every query's whole operation tree (about 4 % of the server's
 * CPU under `pnpm bench:load`).
 */
export function withJsonValues(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: (): Driver => {
      const driver = dialect.createDriver();
      return new Proxy(driver, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          if (property === 'acquireConnection')
            return async () => wrapConnection(await driver.acquireConnection());
          return (...args: unknown[]) =>
            (value as (...rest: unknown[]) => unknown).apply(target, args.map(unwrap));
        },
      });
    },
  };
}
