// What loaders and actions of other features use of the delivery promise.
export { checkDelivery } from "./delivery-check.server.ts";
