import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Minus, Plus, Trash2 } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";
import { bagChangeNotice } from "./bag-change-notice.ts";
import type { CartAnswer } from "./cart-action.server.ts";
import type { BagLine } from "./cart-lines.ts";

type StepperButton = { onClick: () => void } | { submit: { name: string; value: string } };

/**
 * One bag line: picture and name linking to the product, colour, size, prices, a quantity stepper
 * whose minus is disabled at 1 (no upper bound on this page: the server holds it to the stock), and
 * delete with its pending state. `controls` decides what the buttons do (see the two below).
 */
function BagLineView({
  line,
  quantity,
  removing,
  decrease,
  increase,
  remove,
  wrap,
}: {
  line: BagLine;
  quantity: number;
  removing: boolean;
  decrease: StepperButton;
  increase: StepperButton;
  remove: StepperButton;
  /** Puts the stepper and the delete button each in its form (server lines). */
  wrap: (part: "quantity" | "remove", children: ReactNode) => ReactNode;
}) {
  const t = useT();
  const format = useFormatPrice();
  const href = `/product-details/${encodeURIComponent(line.variantId)}`;
  const name = line.name || t("unknown");
  const buttonProps = (button: StepperButton) =>
    "onClick" in button
      ? { type: "button" as const, onClick: button.onClick }
      : { type: "submit" as const, name: button.submit.name, value: button.submit.value };
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
        {line.soldOut ? <p className="bag-line__sold-out">{t("soldOutInSize", { size: line.size })}</p> : null}
        <div className="bag-line__actions">
          {wrap(
            "quantity",
            <fieldset className="bag-stepper">
              <legend className="visually-hidden">{t("quantityOf", { name })}</legend>
              <button
                {...buttonProps(decrease)}
                className="bag-stepper__button"
                disabled={quantity <= 1 || removing}
                aria-label={t("decreaseQuantity")}
              >
                <Minus aria-hidden="true" size={16} />
              </button>
              <output className="bag-stepper__value" aria-live="polite">
                {quantity}
              </output>
              <button
                {...buttonProps(increase)}
                className="bag-stepper__button"
                disabled={removing || line.soldOut}
                aria-label={t("increaseQuantity")}
              >
                <Plus aria-hidden="true" size={16} />
              </button>
            </fieldset>,
          )}
          {wrap(
            "remove",
            <button {...buttonProps(remove)} className="bag-line__remove" disabled={removing}>
              <Trash2 aria-hidden="true" size={16} />
              <span>{removing ? t("removingItem") : t("removeItem")}</span>
              <span className="visually-hidden">{name}</span>
            </button>,
          )}
        </div>
      </div>
      <p className="bag-line__total">
        <span className="visually-hidden">{t("lineTotal")} </span>
        {format(line.salePrice * quantity)}
      </p>
    </li>
  );
}

/** A guest's line: the buttons change the bag in browser storage. */
export function GuestBagLine({
  line,
  onQuantity,
  onRemove,
}: {
  line: BagLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  return (
    <BagLineView
      line={line}
      quantity={line.quantity}
      removing={false}
      decrease={{ onClick: () => onQuantity(line.quantity - 1) }}
      increase={{ onClick: () => onQuantity(line.quantity + 1) }}
      remove={{ onClick: onRemove }}
      wrap={(_part, children) => children}
    />
  );
}

/**
 * A logged-in shopper's line: each button posts its intent to the bag page's action, through a fetcher
 * (no reload) or, before the scripts have loaded, as a plain form. The new quantity shows at once and
 * the server's shows after its answer (a refused one falls back by itself); a refusal is announced.
 */
export function ServerBagLine({ line }: { line: BagLine & { lineId: string } }) {
  const t = useT();
  const notify = useNotify();
  const quantityFetcher = useFetcher<CartAnswer>({ key: `bag-quantity-${line.lineId}` });
  const removeFetcher = useFetcher<CartAnswer>({ key: `bag-remove-${line.lineId}` });
  const asked = quantityFetcher.formData?.get("quantity");
  const quantity = typeof asked === "string" ? Number(asked) : line.quantity;
  const removing = removeFetcher.state !== "idle";

  function announce(answer: CartAnswer | undefined) {
    const notice = answer && bagChangeNotice(t, answer);
    if (notice) notify(notice.type, notice.text);
  }
  useAnnounce(quantityFetcher.data?.at, () => announce(quantityFetcher.data));
  useAnnounce(removeFetcher.data?.at, () => announce(removeFetcher.data));

  return (
    <BagLineView
      line={line}
      quantity={quantity}
      removing={removing}
      decrease={{ submit: { name: "quantity", value: String(quantity - 1) } }}
      increase={{ submit: { name: "quantity", value: String(quantity + 1) } }}
      remove={{ submit: { name: "intent", value: "remove" } }}
      wrap={(part, children) => {
        const fetcher = part === "quantity" ? quantityFetcher : removeFetcher;
        return (
          <fetcher.Form method="post" action="/cart" className={`bag-line__form bag-line__form--${part}`}>
            <input type="hidden" name="lineId" value={line.lineId} />
            {part === "quantity" ? <input type="hidden" name="intent" value="set-quantity" /> : null}
            {children}
          </fetcher.Form>
        );
      }}
    />
  );
}
