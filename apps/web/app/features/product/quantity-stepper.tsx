import { Minus, Plus } from "#app/components/icons.tsx";
import { QUANTITY_MAX, QUANTITY_MIN } from "#app/features/cart/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** Quantity starts at 1, steps by 1, never below 1 (and, on this page, above 10). */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const t = useT();
  return (
    <fieldset className="stepper">
      <legend className="stepper__label">{t("quantity")}</legend>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(value - 1)}
          disabled={value <= QUANTITY_MIN}
          aria-label={t("decreaseQuantity")}
        >
          <Minus aria-hidden="true" size={16} />
        </button>
        <output className="stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(value + 1)}
          disabled={value >= QUANTITY_MAX}
          aria-label={t("increaseQuantity")}
        >
          <Plus aria-hidden="true" size={16} />
        </button>
      </div>
    </fieldset>
  );
}
