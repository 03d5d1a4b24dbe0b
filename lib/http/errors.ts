/** The one error type of the API: a status and a message a person can act on. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);

export function errorBody(message: string): { error: true; message: string } {
  return { error: true, message };
}

export function errorResponse(error: ApiError, extraHeaders: Record<string, string> = {}): Response {
  return Response.json(errorBody(error.message), {
    status: error.status,
    headers: { 'Cache-Control': 'no-store', ...error.headers, ...extraHeaders },
  });
}
