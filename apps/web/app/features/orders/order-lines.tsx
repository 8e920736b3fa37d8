import type { OrderSummary } from "@chhaap/contract/orders";
import type { ReactNode } from "react";
import { ExternalLink } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";

/**
 * An order's products: image, name, original and sale price, size (N/A if missing),
 * quantity and an Open Preview link to the product page; `lineAction` adds what may be done with a
 * line (on the order page: return or exchange it).
 */
export function OrderLines({
  products,
  lineAction,
}: {
  products: OrderSummary["products"];
  lineAction?: (lineId: string) => ReactNode;
}) {
  const t = useT();
  const format = useFormatPrice();
  return (
    <ul className="order-lines">
      {products.map((line) => {
        const variant = line.varient;
        const image = variant.images[0]?.url;
        return (
          <li key={line.line_id} className="order-line">
            {image ? (
              <Picture src={image} at={320} alt="" width={64} height={80} loading="lazy" className="order-line__image" />
            ) : null}
            <div className="order-line__body">
              <p className="order-line__name" dir="auto">
                {variant.product.name}
              </p>
              <p className="order-line__prices">
                {variant.price > variant.salePrice ? (
                  <s className="order-line__list">
                    <span className="visually-hidden">{t("listPrice")} </span>
                    {format(variant.price)}
                  </s>
                ) : null}
                <span className="order-line__sale">
                  <span className="visually-hidden">{t("salePrice")} </span>
                  {format(variant.salePrice)}
                </span>
              </p>
              <p className="order-line__meta">
                {t("sizeValue", { size: line.size || t("notAvailable") })} · {t("quantityValue", { count: line.quantity })}
              </p>
              {lineAction?.(line.line_id)}
            </div>
            <Link to={`/product-details/${encodeURIComponent(variant._id)}`} className="order-line__preview">
              <ExternalLink aria-hidden="true" size={14} />
              {t("openPreview")}
              <span className="visually-hidden"> {variant.product.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
