const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids in the database; anything else can match nothing and must not reach a uuid column (it would fail the query). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
