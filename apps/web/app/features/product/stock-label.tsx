import type { Variant } from "@chhaap/contract/catalog";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { isInStock } from "./product-json-ld.ts";

/** `in_stock` and `low_stock` both read IN STOCK (low stock adds a nudge); anything else OUT OF STOCK. */
export function StockLabel({ status }: { status: Variant["stock"]["status"] }) {
  const t = useT();
  const inStock = isInStock(status);
  return (
    <p className={inStock ? "stock-label stock-label--in" : "stock-label stock-label--out"}>
      <span className="stock-label__state">{inStock ? t("inStock") : t("outOfStock")}</span>
      {status === "low_stock" ? <span className="stock-label__note">{t("fewLeft")}</span> : null}
    </p>
  );
}
