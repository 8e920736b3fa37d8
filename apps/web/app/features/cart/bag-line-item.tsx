import { Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import type { BagLine } from "#app/features/cart/cart-lines.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";

/**
 * One bag line (spec 2 "Shopping cart"): picture and name linking to the product, colour, size, prices,
 * a quantity stepper whose minus is disabled at 1 (spec 4: no upper bound on this page; the server
 * holds it to the stock), and delete with its pending state.
 */
export function BagLineItem({
  line,
  removing,
  onQuantity,
  onRemove,
}: {
  line: BagLine;
  removing: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const format = useFormatPrice();
  const href = `/product-details/${encodeURIComponent(line.variantId)}`;
  const name = line.name || t("unknown");
  return (
    <li className={`bag-line${removing ? " bag-line--removing" : ""}`} aria-busy={removing || undefined}>
      <Link to={href} className="bag-line__image" tabIndex={-1} aria-hidden="true">
        {line.image ? <Picture src={line.image} at={320} alt="" width={96} height={120} loading="lazy" /> : null}
      </Link>
      <div className="bag-line__body">
        <h2 className="bag-line__name">
          <Link to={href} dir="auto">
            {name}
          </Link>
        </h2>
        <dl className="bag-line__facts">
          <div>
            <dt>{t("colour")}</dt>
            <dd dir="auto">{line.color || t("unknown")}</dd>
          </div>
          <div>
            <dt>{t("size")}</dt>
            <dd dir="auto">{line.size}</dd>
          </div>
        </dl>
        <p className="bag-line__prices">
          <span className="bag-line__sale">
            <span className="visually-hidden">{t("salePrice")} </span>
            {format(line.salePrice)}
          </span>
          {line.price > line.salePrice ? (
            <s className="bag-line__list">
              <span className="visually-hidden">{t("listPrice")} </span>
              {format(line.price)}
            </s>
          ) : null}
        </p>
        <div className="bag-line__actions">
          <fieldset className="bag-stepper">
            <legend className="visually-hidden">{t("quantityOf", { name })}</legend>
            <button
              type="button"
              className="bag-stepper__button"
              onClick={() => onQuantity(line.quantity - 1)}
              disabled={line.quantity <= 1 || removing}
              aria-label={t("decreaseQuantity")}
            >
              <Minus aria-hidden="true" size={16} />
            </button>
            <output className="bag-stepper__value" aria-live="polite">
              {line.quantity}
            </output>
            <button
              type="button"
              className="bag-stepper__button"
              onClick={() => onQuantity(line.quantity + 1)}
              disabled={removing}
              aria-label={t("increaseQuantity")}
            >
              <Plus aria-hidden="true" size={16} />
            </button>
          </fieldset>
          <button type="button" className="bag-line__remove" onClick={onRemove} disabled={removing}>
            <Trash2 aria-hidden="true" size={16} />
            <span>{removing ? t("removingItem") : t("removeItem")}</span>
            <span className="visually-hidden">{name}</span>
          </button>
        </div>
      </div>
      <p className="bag-line__total">
        <span className="visually-hidden">{t("lineTotal")} </span>
        {format(line.salePrice * line.quantity)}
      </p>
    </li>
  );
}
