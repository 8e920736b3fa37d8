import type { Address } from "@chhaap/contract/address";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** Saved addresses as radio cards (pick a saved address). */
export function AddressChoice({
  name,
  legend,
  addresses,
  selectedId,
  onSelect,
}: {
  name: string;
  legend: string;
  addresses: Address[];
  selectedId: string | null;
  onSelect: (addressId: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="address-choice">
      <legend className="address-choice__legend">{legend}</legend>
      <div className="address-choice__cards">
        {addresses.map((entry) => (
          <label key={entry._id} className="address-card-choice">
            <input
              type="radio"
              name={name}
              value={entry._id}
              checked={selectedId === entry._id}
              onChange={() => onSelect(entry._id)}
              className="address-card-choice__radio"
            />
            <span className="address-card-choice__body">
              <span className="address-card-choice__name" dir="auto">
                {entry.name}
              </span>
              <span dir="auto">{[entry.addressLine1, entry.addressLine2].filter(Boolean).join(", ")}</span>
              <span dir="auto">{[entry.city, entry.state, entry.zip].filter(Boolean).join(", ")}</span>
              <span dir="auto">{entry.country}</span>
              <span className="address-card-choice__phone">{t("phoneValue", { phone: entry.phone })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
