import type { Variant } from "@chhaap/contract/catalog";
import { type ReactNode, type Ref, useId } from "react";
import { CircleAlert } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * The size picker: one radio per size; sizes that are sold out cannot be chosen. A message about a
 * missing size shows beside the sizes, where the shopper has to act, and names the group for readers.
 */
export function SizePicker({
  sizes,
  value,
  onChange,
  guide,
  error,
  fieldsetRef,
}: {
  sizes: Variant["size"];
  value: string | null;
  onChange: (size: string) => void;
  /** The size guide's button, shown across from the legend. */
  guide?: ReactNode;
  error?: string | null;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
}) {
  const t = useT();
  const errorId = useId();
  return (
    <div className="size-picker">
      <fieldset
        ref={fieldsetRef}
        className="size-picker__fieldset"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="size-picker__legend">{t("size")}</legend>
        {error ? (
          <p id={errorId} className="size-picker__error">
            <CircleAlert aria-hidden="true" size={18} />
            {error}
          </p>
        ) : null}
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
