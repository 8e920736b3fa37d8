import type { Variant } from "@chhaap/contract/catalog";
import type { ReactNode } from "react";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** Spec 2 size picker: one radio per size; sizes that are sold out cannot be chosen. */
export function SizePicker({
  sizes,
  value,
  onChange,
  guide,
}: {
  sizes: Variant["size"];
  value: string | null;
  onChange: (size: string) => void;
  /** The size guide's button, shown across from the legend. */
  guide?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="size-picker">
      <fieldset className="size-picker__fieldset">
        <legend className="size-picker__legend">{t("size")}</legend>
        <div className="size-picker__options">
          {sizes.map((size) => (
            <label
              key={size.sizeName}
              className={size.inStock ? "size-option" : "size-option size-option--sold-out"}
              title={size.inStock ? undefined : t("sizeSoldOut")}
            >
              <input
                type="radio"
                name="size"
                value={size.sizeName}
                checked={value === size.sizeName}
                disabled={!size.inStock}
                onChange={() => onChange(size.sizeName)}
              />
              <span>{size.sizeName}</span>
              {size.inStock ? null : <span className="visually-hidden"> ({t("sizeSoldOut")})</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {guide ? <div className="size-picker__guide">{guide}</div> : null}
    </div>
  );
}
