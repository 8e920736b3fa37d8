// What other features may use of checkout: the payment screenshot picker and the transfer reference's
// field (also on an order's page).
export { type ChosenSnap, PaymentSnapDropZone } from "./payment-snap-drop-zone.tsx";
export { TransferReferenceField, transferReferenceRefused } from "./transfer-reference-field.tsx";
