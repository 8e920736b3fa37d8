// What other features may use of the account: the address fields (checkout's new address is the address book's).
export { ADDRESS_FIELDS, AddressFields, addressValues } from "./address-fields.tsx";
