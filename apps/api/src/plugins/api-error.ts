/** An error a handler throws on purpose: its message is safe to show a shopper. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export function notFound(message: string): ApiError {
  return new ApiError(404, message);
}
