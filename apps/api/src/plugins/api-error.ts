import type { ErrorCode, ErrorParams } from "@chhaap/contract/error-codes";

type Details<C extends ErrorCode> = { params: ErrorParams<C>; errors?: Record<string, string> };
/** Codes whose message names no value take no params; the others must be given theirs. */
// biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "no values", what z.object({}) infers.
type DetailsArgument<C extends ErrorCode> = {} extends ErrorParams<C> ? [details?: Partial<Details<C>>] : [details: Details<C>];

/**
 * An error a handler throws on purpose: its message is safe to show a shopper, its code and params
 * let a client say the same in its own words.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  readonly params: Record<string, string | number> | undefined;
  readonly errors: Record<string, string> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: C,
    message: string,
    ...[details]: DetailsArgument<C>
  ) {
    super(message);
    const params = details?.params as Record<string, string | number> | undefined;
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
    this.errors = details?.errors;
  }
}

export function notFound<C extends ErrorCode>(code: C, message: string, ...details: DetailsArgument<C>): ApiError<C> {
  return new ApiError(404, code, message, ...details);
}
