// A plain number, without zod, so that browser code (the hearts, the guest's list) can use it without
// carrying the schemas.

/** The most pieces one list holds: a full list refuses more (409 `wishlist.full`), a merge stops there. */
export const WISHLIST_MAX = 200;
