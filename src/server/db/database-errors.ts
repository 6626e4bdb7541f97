/**
 * Which database errors mean "the database is not there" rather than "this statement is wrong"
 * (decision 0032): a lost or refused connection, a server shutting down or starting, a connection
 * that did not answer in time. Such an error takes the connection out of the pool, makes the
 * replica look again at once (database-health.ts), and is answered 503 with a sentence
 * (errors.ts), never 500.
 */

/** SQLSTATE classes and codes of an unreachable or unavailable server. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '3D000', // invalid_catalog_name: the database is not there (yet)
]);

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

/** node-postgres's own messages for a connection that is gone or did not answer. */
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /query read timeout/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /client was closed and is not queryable/i,
  /terminating connection/i,
  /server closed the connection unexpectedly/i,
  /is not currently accepting connections/i, // ALLOW_CONNECTIONS false: closed for maintenance
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** A statement stopped by statement_timeout: the database is there but too slow; the connection stays good. */
export function isStatementTimeout(error: unknown): boolean {
  return codeOf(error) === '57014';
}

/** Whether `error` says the database cannot be reached (see above). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = codeOf(e);
    if (code && (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    const message = e instanceof Error ? e.message : '';
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Whether a request failing with `error` should be answered "we cannot save right now" (503). */
export function isDatabaseTrouble(error: unknown): boolean {
  return isDatabaseUnavailable(error) || isStatementTimeout(error);
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A short, safe description of a connection error for a log line (no credentials). */
export function describeDatabaseError(error: unknown): string {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}
