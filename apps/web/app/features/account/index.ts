// What other features may use of the account: the address fields (checkout's new address is the address book's).
export { ADDRESS_FIELDS, AddressFields, type AddressValues, addressValues } from "./address-fields.tsx";
