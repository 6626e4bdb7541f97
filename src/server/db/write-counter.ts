import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * Counts the statements that may have changed data in a database this process alone writes.
 *
 * PGlite is embedded: one process owns its directory (database.ts's lock), and every statement runs
 * in this process, one at a time on its single connection. So a value read from the database is still
 * current while this counter has not moved since just before it was read: a cache can answer without
 * asking the database again (decision 0023). On PostgreSQL other replicas write too, and there is no
 * counter: callers ask the database.
 *
 * The counter moves when such a statement has finished (a commit included), so any write that
 * commits after a read's query has run moves it past the value noted before that read. Only plain
 * reads leave it: SELECTs, and DML that reports it touched no row (outside a transaction; inside one,
 * the commit moves it).
 */
export class WriteCounter {
  private count = 0;

  /** The number of data-changing statements finished so far. */
  get value(): number {
    return this.count;
  }

  /** A Kysely dialect like `dialect`, whose statements move this counter. */
  counting(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createDriver: () => new CountingDriver(dialect.createDriver(), this),
    };
  }

  /** Called when a statement has finished: moves unless it certainly changed nothing. */
  finished(query: CompiledQuery, result: QueryResult<unknown> | undefined): void {
    const effect = effectOf(query);
    if (effect === 'read') return;
    // kysely-pglite-dialect leaves numAffectedRows out when no row was touched (the tests hold it to
    // reporting the rows a write did touch).
    if (effect === 'dml' && result !== undefined && (result.numAffectedRows ?? 0n) === 0n) return;
    this.count++;
  }
}

type Effect = 'read' | 'dml' | 'other';

const READ_SQL = /^\s*select\b/i;
const DML_SQL = /^\s*(insert|update|delete)\b/i;

function effectOf(query: CompiledQuery): Effect {
  switch (query.query.kind) {
    case 'SelectQueryNode':
      return 'read';
    case 'InsertQueryNode':
    case 'UpdateQueryNode':
    case 'DeleteQueryNode':
      return 'dml';
    case 'RawNode':
      // Raw statements are ours (sql`…`): a bare SELECT reads; a SELECT that calls nextval or the
      // like is not plain, and neither is anything else (begin, commit, DDL, CTEs with DML).
      if (READ_SQL.test(query.sql) && !/\b(nextval|setval|insert|update|delete)\b/i.test(query.sql)) return 'read';
      return DML_SQL.test(query.sql) ? 'dml' : 'other';
    default:
      return 'other';
  }
}

class CountingDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly counter: WriteCounter,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let counting = this.connections.get(connection);
    if (!counting) {
      counting = countingConnection(connection, this.counter);
      this.connections.set(connection, counting);
    }
    return counting;
  }

  // Begin, commit and rollback run through the counting connection: a commit moves the counter.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as CountingConnection)[INNER] ?? connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

const INNER = Symbol('inner connection');
type CountingConnection = DatabaseConnection & { [INNER]: DatabaseConnection };

function countingConnection(inner: DatabaseConnection, counter: WriteCounter): CountingConnection {
  return {
    [INNER]: inner,
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      let result: QueryResult<R> | undefined;
      try {
        result = await inner.executeQuery<R>(query);
        return result;
      } finally {
        counter.finished(query, result);
      }
    },
    async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
      try {
        yield* inner.streamQuery<R>(query, chunkSize);
      } finally {
        counter.finished(query, undefined);
      }
    },
  };
}
