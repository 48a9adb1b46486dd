// Errors from apiRequest read "<status>: <body>"; the body is usually the server's
// JSON error `{ message, issues? }` (docs: DESIGN.md, API contract).

export interface ApiIssue {
  path: string;
  message: string;
}

export interface ParsedApiError {
  status: number | null;
  message: string;
  issues: ApiIssue[];
}

export function parseApiError(err: unknown): ParsedApiError {
  const raw = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { status: null, message: raw || 'Something went wrong', issues: [] };
  const status = Number(match[1]);
  const body = match[2];
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const obj = parsed as { message?: unknown; issues?: unknown };
      const message = typeof obj.message === 'string' && obj.message ? obj.message : body;
      const issues = Array.isArray(obj.issues)
        ? obj.issues.filter(
            (i): i is ApiIssue => !!i && typeof i === 'object' && typeof (i as ApiIssue).path === 'string' && typeof (i as ApiIssue).message === 'string',
          )
        : [];
      return { status, message, issues };
    }
  } catch {
    // Not JSON: the body text is the message.
  }
  return { status, message: body, issues: [] };
}

/** The human-readable message of an API error, for toasts and form messages. */
export function errorMessage(err: unknown): string {
  return parseApiError(err).message;
}

/** The HTTP status of an API error, or null when the error did not come from a response. */
export function errorStatus(err: unknown): number | null {
  return parseApiError(err).status;
}
