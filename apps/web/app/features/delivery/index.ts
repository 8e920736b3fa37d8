// The delivery promise's public face: what checkout and the order pages use of it. Everything else in
// this folder is the promise's own (checked by scripts/check-web-boundaries.mjs).
export { DeliveryCheckResult } from "./delivery-check-result.tsx";
export { formatDeliveryRange } from "./delivery-dates.ts";
export { checkDeliveryFromBrowser, type DeliveryCheck, PIN_CODE } from "./delivery-promise.ts";
export { readRememberedPin } from "./remembered-pin.ts";
