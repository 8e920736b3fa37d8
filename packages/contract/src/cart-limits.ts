// Plain numbers, without zod, so that browser code can use them without carrying the schemas.

/** Ours: a bound on what one bag holds, and on one line's quantity whatever the stock. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 1000;
