import type { Envelope } from "@chhaap/contract/envelope";

/** ARCHITECTURE.md "API contract": successful answers wrap their data. */
export function ok<T>(data: T, extra: { message?: string; totalPages?: number } = {}): Envelope<T> {
  return { status: true, ...extra, data };
}
