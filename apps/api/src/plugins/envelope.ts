import type { Envelope } from "@chhaap/contract/envelope";

/** Successful answers wrap their data. */
export function ok<T>(data: T, extra: { message?: string; totalPages?: number } = {}): Envelope<T> {
  return { status: true, ...extra, data };
}
