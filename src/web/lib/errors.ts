import type { ErrorBody } from '../../shared/schemas/common';

export type ApiIssue = NonNullable<ErrorBody['issues']>[number];

/**
 * A non-OK answer of the API. Its `message` is "<status>: <body text or status text>" (docs/product.md, Requests and
 * errors); what the server said is read once, here, into `status`, `detail` (the body's `message`, or its text) and
 * `issues` (the fields it names), so nothing reads the message back.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string;
  readonly issues: readonly ApiIssue[];

  constructor(status: number, bodyText: string) {
    super(`${status}: ${bodyText}`);
    this.status = status;
    const body = readErrorBody(bodyText);
    this.detail = body?.message || bodyText;
    this.issues = body?.issues ?? [];
  }

  static async from(res: Response): Promise<ApiError> {
    return new ApiError(res.status, (await res.text()) || res.statusText);
  }
}

/**
 * The API's error shape (`errorBodySchema`), read by hand: the landing page's first load sends the newsletter form
 * through this client and stays free of the validation library.
 */
function readErrorBody(text: string): ErrorBody | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null; // Not JSON: the body text is the message.
  }
  if (!isRecord(body)) return null;
  const issues = Array.isArray(body.issues) ? body.issues.filter(isIssue) : undefined;
  return { message: typeof body.message === 'string' ? body.message : '', issues };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isIssue = (value: unknown): value is ApiIssue => isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** An answer that does not keep to the response schema its route is attached to. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(url: string, cause: unknown) {
    super(`The server's answer to ${url} could not be read`, { cause });
  }
}

/** The human-readable message of an error, for toasts and form messages. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.detail;
  if (err instanceof Error && err.message) return err.message;
  return typeof err === 'string' && err ? err : 'Something went wrong';
}

/** The HTTP status of an API error, or null when the error did not come from an answer. */
export function errorStatus(err: unknown): number | null {
  return err instanceof ApiError ? err.status : null;
}

/** The fields an API error names (none for any other error). */
export function errorIssues(err: unknown): readonly ApiIssue[] {
  return err instanceof ApiError ? err.issues : [];
}
