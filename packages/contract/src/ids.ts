import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are uuids in the database: anything else names nothing, and must not reach a uuid column,
 * where it would fail the query. PostgreSQL answers uuids in lower case; compare ids lower-cased.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * An id in a query string: a uuid (answered in lower case), or the request is refused with 400 before
 * it reaches the database. An empty value is no filter, as a form's "all" option sends it.
 */
export const queryId = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string()
    .trim()
    .refine(isUuid, "That id is not valid.")
    .transform((value) => value.toLowerCase())
    .optional(),
);
