export interface Issue {
  path: string;
  message: string;
}

/** A failure the client can act on: its status and message reach the response body as they are. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const badRequest = (path: string, message: string) => new AppError(400, `${path}: ${message}`, [{ path, message }]);

/** A schema error's place (`/data/metrics`) as the dotted field an answer names (`data.metrics`); the root is `context`. */
export function fieldPath(instancePath: string, context = 'body'): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || context;
}

/** The 400 for input that does not match its zod contract: every issue named by its field, all of them in the message. */
export function schemaMismatch(issues: ReadonlyArray<{ instancePath: string; message?: string }>, context?: string): AppError {
  const named: Issue[] = issues.map((v) => ({ path: fieldPath(v.instancePath, context), message: v.message ?? 'Invalid value' }));
  return new AppError(400, named.map((i) => `${i.path}: ${i.message}`).join('; '), named);
}

/** An AppError as a plain object, the way a worker thread hands it over. */
export interface AppErrorData {
  statusCode: number;
  message: string;
  issues?: Issue[];
}

export const toErrorData = (error: AppError): AppErrorData => ({ statusCode: error.statusCode, message: error.message, issues: error.issues });
export const fromErrorData = (data: AppErrorData): AppError => new AppError(data.statusCode, data.message, data.issues);
