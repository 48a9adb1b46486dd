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
