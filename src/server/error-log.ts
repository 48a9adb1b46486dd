/**
 * The `err` serializer for every log line. A failed query's error carries its bound parameters (Drizzle's message
 * ends in "params: …", PostgreSQL's `detail` repeats the row): user content and password hashes. What is logged of
 * an error, and of every error in its `cause` chain, is its type, a message without values, the error code and
 * the names PostgreSQL gives (table, column, constraint), and the stack frames.
 */
const NAMED_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine', 'statusCode', 'errno', 'syscall'] as const;

/** PostgreSQL quotes identifiers after these words; any other quoted text in its messages may be a value. */
const IDENTIFIER_BEFORE_QUOTE =
  /\b(relation|table|column|constraint|index|schema|type|function|database|role|sequence|view|trigger|extension|operator|savepoint|cursor|statement|portal|parameter)\s+$/i;

type ErrorLike = { message: string; stack?: unknown; cause?: unknown } & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** `insert into "users"`, `update "goals"`, `select from "sessions"`: the statement's kind and first table. */
export function describeQuery(query: string): string {
  const kind = /^\s*(?:with\b.*?\)\s*)?(select|insert|update|delete|begin|commit|rollback|savepoint|release)/is.exec(query)?.[1]?.toLowerCase();
  const table = /\b(?:from|into|update)\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i.exec(query)?.[1];
  if (!kind) return 'statement';
  if (!table) return kind;
  return `${kind === 'insert' ? 'insert into' : kind === 'delete' ? 'delete from' : kind === 'select' ? 'select from' : kind} ${table}`;
}

function maskQuotedValues(message: string, identifiers: Set<string>): string {
  return message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string, offset: number) =>
    identifiers.has(inner) || IDENTIFIER_BEFORE_QUOTE.test(message.slice(0, offset)) ? quoted : '"…"',
  );
}

function safeMessage(error: ErrorLike): string {
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${describeQuery(error.query)}`;
  const message = error.message.split(/\n?params: /)[0] ?? '';
  const isPostgresError = typeof error.code === 'string' && typeof error.severity === 'string';
  if (!isPostgresError) return message;
  const identifiers = new Set(NAMED_FIELDS.map((field) => error[field]).filter((v): v is string => typeof v === 'string'));
  return maskQuotedValues(message, identifiers);
}

function serialize(error: ErrorLike, seen: Set<unknown>): Record<string, unknown> {
  seen.add(error);
  const type = error instanceof Error ? error.constructor.name || error.name : typeof error.type === 'string' ? error.type : 'Error';
  const message = safeMessage(error);
  const result: Record<string, unknown> = { type, message };
  for (const field of NAMED_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') result[field] = value;
  }
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    result.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (Array.isArray(error.errors)) {
    result.aggregateErrors = error.errors.filter((e) => isErrorLike(e) && !seen.has(e)).map((e) => serialize(e as ErrorLike, seen));
  }
  if (isErrorLike(error.cause) && !seen.has(error.cause)) {
    const cause = serialize(error.cause, seen);
    result.cause = cause;
    // A wrapper (Drizzle's) has no code of its own: the driver's, one level down, is the one to search logs by.
    if (result.code === undefined && cause.code !== undefined) result.code = cause.code;
  }
  return result;
}

export function serializeError(error: unknown): unknown {
  return isErrorLike(error) ? serialize(error, new Set()) : error;
}
