// The bag's server helpers other features' loaders and actions may use.
export { buyNowLine } from "./cart-changes.server.ts";
