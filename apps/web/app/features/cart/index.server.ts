// The bag's server helpers other features' loaders and actions may use.
export { buyNowLine, type ChangeOutcome } from "./cart-changes.server.ts";
