// What other features may use of checkout: the payment screenshot picker (also on an order's page).
export { type ChosenSnap, PaymentSnapDropZone } from "./payment-snap-drop-zone.tsx";
