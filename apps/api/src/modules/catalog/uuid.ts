const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are uuids in the database: anything else names nothing, and must not reach a uuid column,
 * where it would fail the query. PostgreSQL answers uuids in lower case; compare ids lower-cased.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
